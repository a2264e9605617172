import "server-only";
import { listLogin } from "@/lib/server/connectors/list-login";
import { redactedLoginError } from "@/lib/server/connectors/login-redactor";
import { completeLoginSignIn, oauthStateHash } from "@/lib/server/connectors/login-sign-in";
import { connectorsPageUrl } from "@/lib/server/connectors/oauth-redirect-url";
import type { Database } from "@/lib/server/db";

// CONTRACT.md, Connectors: GET /v1/connectors/oauth/callback. It needs no session: the `state` of a sign-in
// an admin started is what finds the login (ConnectorLogin.oauthStateHash = sha256(state)), and it serves
// once. The browser goes back to the Connectors page, `?login=<id>` and `&error=<code>` when it failed.

export type CallbackQuery = { code: string | null; state: string | null; error: string | null };

export type CallbackOutcome =
  | { kind: "redirect"; location: string }
  /** No login to return to: the state is missing, made up, or was used already. */
  | { kind: "unknown_state"; message: string };

const UNKNOWN_STATE = "This sign-in link is unknown or was already used. Start the sign-in again from the Connectors page (reconnect the login).";

/** An authorization server's `error` is its word, not ours: kept only as a plain code. */
function errorCodeOf(text: string): string {
  const code = text.toLowerCase().replace(/[^a-z0-9_]/g, "_").slice(0, 64);
  return code === "" ? "authorization_refused" : code;
}

/** Claims the pending sign-in of this state, once: a second use of the same state finds nothing. */
async function claimSignIn(database: Database, state: string): Promise<string | null> {
  const hash = oauthStateHash(state);
  const login = await database.connectorLogin.findUnique({ where: { oauthStateHash: hash }, select: { id: true } });
  if (login === null) return null;
  const claimed = await database.connectorLogin.updateMany({ where: { id: login.id, oauthStateHash: hash }, data: { oauthStateHash: null, authorizationUrl: null } });
  return claimed.count === 1 ? login.id : null;
}

async function refused(database: Database, loginId: string, code: string, message: string): Promise<CallbackOutcome> {
  await database.connectorLogin.updateMany({ where: { id: loginId }, data: { lastError: await redactedLoginError(database, loginId, message) } });
  return { kind: "redirect", location: connectorsPageUrl(loginId, code) };
}

export async function completeOAuthCallback(database: Database, query: CallbackQuery): Promise<CallbackOutcome> {
  if (query.state === null || query.state === "" || query.state.length > 2_000) return { kind: "unknown_state", message: UNKNOWN_STATE };
  const loginId = await claimSignIn(database, query.state);
  if (loginId === null) return { kind: "unknown_state", message: UNKNOWN_STATE };
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
