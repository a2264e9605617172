import "server-only";
import { listLogin } from "@/lib/server/connectors/list-login";
import { redactedLoginError } from "@/lib/server/connectors/login-redactor";
import { completeLoginSignIn, oauthStateHash } from "@/lib/server/connectors/login-sign-in";
import { connectorsPageUrl } from "@/lib/server/connectors/oauth-redirect-url";
import type { Database } from "@/lib/server/db";
import { readSettings } from "@/lib/settings/read-settings";

// CONTRACT.md, Connectors: GET /v1/connectors/oauth/callback. The `state` of a sign-in an admin started is
// what finds the login (ConnectorLogin.oauthStateHash = sha256(state)), and it serves once. The browser goes
// back to the Connectors page, `?login=<id>` and `&error=<code>` when it failed.
// Issue 16, item 6: a state is not a bearer pass. The sign-in completes only for the session of the user who
// started it (the browser's session cookie, which the authorization server's redirect carries: SameSite=Lax),
// and only until it expires (CONNECTOR_SIGN_IN_TTL_SECONDS); another user's session, or none, is refused and
// leaves the sign-in as it was; an expired one is ended, saying so on the login.

export type CallbackQuery = { code: string | null; state: string | null; error: string | null };

/** Who opened the callback: the session's user, or null when the request carries no valid session. */
export type CallbackUser = { userId: string } | null;

export type CallbackOutcome =
  | { kind: "redirect"; location: string }
  /** No login to return to: the state is missing, made up, or was used already. */
  | { kind: "unknown_state"; message: string }
  /** The state is known but this browser may not complete it: not signed in, or signed in as someone else. */
  | { kind: "refused"; code: "unauthenticated" | "forbidden"; message: string };

export const NOT_SIGNED_IN =
  "Sign in to Tollgate in this browser as the admin who started this sign-in, then open the link again (or start the sign-in again from the Connectors page).";
export const OTHER_USER = "This sign-in was started by another user: only the admin who started it can complete it. Start your own from the Connectors page (reconnect the login).";

const UNKNOWN_STATE = "This sign-in link is unknown or was already used. Start the sign-in again from the Connectors page (reconnect the login).";

/** An authorization server's `error` is its word, not ours: kept only as a plain code. */
function errorCodeOf(text: string): string {
  const code = text.toLowerCase().replace(/[^a-z0-9_]/g, "_").slice(0, 64);
  return code === "" ? "authorization_refused" : code;
}

type Claim = { kind: "claimed"; loginId: string; expired: boolean } | { kind: "unknown" } | Extract<CallbackOutcome, { kind: "refused" }>;

/**
 * Claims the pending sign-in of this state, once, for the user who started it: a second use of the same state
 * finds nothing. Another user's (or no) session claims nothing, so the right admin can still complete it.
 */
async function claimSignIn(database: Database, state: string, user: CallbackUser, now: Date): Promise<Claim> {
  const hash = oauthStateHash(state);
  const login = await database.connectorLogin.findUnique({ where: { oauthStateHash: hash }, select: { id: true, oauthStartedById: true, oauthExpiresAt: true } });
  if (login === null) return { kind: "unknown" };
  if (user === null) return { kind: "refused", code: "unauthenticated", message: NOT_SIGNED_IN };
  if (login.oauthStartedById !== null && login.oauthStartedById !== user.userId) return { kind: "refused", code: "forbidden", message: OTHER_USER };
  const claimed = await database.connectorLogin.updateMany({
    where: { id: login.id, oauthStateHash: hash },
    data: { oauthStateHash: null, authorizationUrl: null, oauthStartedById: null, oauthExpiresAt: null },
  });
  if (claimed.count !== 1) return { kind: "unknown" };
  // A sign-in pending from before sign-ins were bound has no start and no end: it counts as expired.
  const expired = login.oauthStartedById === null || login.oauthExpiresAt === null || login.oauthExpiresAt.getTime() <= now.getTime();
  return { kind: "claimed", loginId: login.id, expired };
}

async function refused(database: Database, loginId: string, code: string, message: string): Promise<CallbackOutcome> {
  await database.connectorLogin.updateMany({ where: { id: loginId }, data: { lastError: await redactedLoginError(database, loginId, message) } });
  return { kind: "redirect", location: connectorsPageUrl(loginId, code) };
}

export async function completeOAuthCallback(database: Database, query: CallbackQuery, user: CallbackUser, now: Date = new Date()): Promise<CallbackOutcome> {
  if (query.state === null || query.state === "" || query.state.length > 2_000) return { kind: "unknown_state", message: UNKNOWN_STATE };
  const claim = await claimSignIn(database, query.state, user, now);
  if (claim.kind === "unknown") return { kind: "unknown_state", message: UNKNOWN_STATE };
  if (claim.kind === "refused") return claim;
  const { loginId } = claim;
  if (claim.expired) {
    const minutes = Math.round(readSettings().CONNECTOR_SIGN_IN_TTL_SECONDS / 60);
    return refused(database, loginId, "sign_in_expired", `The sign-in expired (a sign-in can be completed for ${minutes} minutes after it starts); reconnect the login to sign in again.`);
  }
  if (query.error !== null) {
    const code = errorCodeOf(query.error);
    return refused(database, loginId, code, `The authorization server did not sign the login in (${code}); reconnect it to try again.`);
  }
  if (query.code === null || query.code === "") return refused(database, loginId, "code_missing", "The sign-in came back without a code; reconnect the login to try again.");
  const completed = await completeLoginSignIn(database, loginId, query.code);
  if (completed.kind === "failed") return refused(database, loginId, completed.code, completed.message);
  const listed = await listLogin(database, loginId, { connect: true });
  if (listed.kind === "failed") return { kind: "redirect", location: connectorsPageUrl(loginId, listed.code) };
  return { kind: "redirect", location: connectorsPageUrl(loginId) };
}
