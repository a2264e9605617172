import "server-only";
import { createHash } from "node:crypto";
import { classifyFailure } from "@/lib/connectors/classify-failure";
import { completeAuthorization, startAuthorization, type LoginOAuthProvider } from "@/lib/connectors/oauth";
import { egressFetchFromEnvironment } from "@/lib/egress/egress-from-environment";
import type { Database } from "@/lib/server/db";
import { resolveConnection } from "./connection-target";
import { isConnectionTargetError } from "./connection-target-error";
import { redactedLoginError } from "./login-redactor";
import { storedConnector } from "./stored-connector";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 10: an OAuth login's sign-in (OAuth 2.1 with PKCE, MCP spec "Authorization"). Starting it stores
// the authorization URL a person opens and the sha256 of its `state`, by which the callback — which has
// no session — finds the login; the verifier and client registration are sealed with the login's state.
// Issue 16, item 6: the sign-in is bound to the user who started it and expires CONNECTOR_SIGN_IN_TTL_SECONDS
// later; the callback (complete-oauth-callback.ts) completes it only for that user's session, in time.

type Failed = { kind: "failed"; code: string; message: string };

export type SignInStart =
  | { kind: "authorized" }
  | { kind: "redirect"; authorizationUrl: string; state: string }
  | Failed;

/** ConnectorLogin.oauthStateHash: the unique column the callback finds a login by. */
export function oauthStateHash(state: string): string {
  return createHash("sha256").update(state, "utf8").digest("hex");
}

type OAuthTarget = { kind: "oauth"; serverUrl: string; provider: LoginOAuthProvider };

async function oauthTargetOf(database: Database, loginId: string): Promise<OAuthTarget | Failed> {
  const login = await database.connectorLogin.findUniqueOrThrow({ where: { id: loginId }, include: { connector: true } });
  try {
    const { target, provider } = await resolveConnection(database, login, storedConnector(login.connector));
    if (target.transport.type !== "http" || provider === undefined) {
      return { kind: "failed", code: "oauth_not_configured", message: "This login signs in without OAuth." };
    }
    return { kind: "oauth", serverUrl: target.transport.url, provider };
  } catch (error) {
    if (isConnectionTargetError(error)) return { kind: "failed", code: error.code, message: error.message };
    throw error;
  }
}

function failureOf(error: unknown, doing: string): Failed {
  const failure = classifyFailure(error, { doing, secrets: [] });
  return { kind: "failed", code: failure.code, message: failure.message };
}

async function authorizationOf(target: OAuthTarget): Promise<SignInStart> {
  try {
    const started = await startAuthorization({ serverUrl: target.serverUrl, provider: target.provider, fetch: egressFetchFromEnvironment("connector") });
    return started.kind === "authorized" ? started : { kind: "redirect", authorizationUrl: started.authorizationUrl, state: started.state };
  } catch (error) {
    return failureOf(error, "starting the sign-in");
  }
}

/**
 * Starts a sign-in for `startedBy` (the admin's user id): pending with a fresh authorization URL, or already
 * authorized (tokens that still work or refresh). When it cannot start (no authorization server answers) the
 * login is disconnected, saying why.
 */
export async function startLoginSignIn(database: Database, loginId: string, startedBy: string, now: Date = new Date()): Promise<SignInStart> {
  const target = await oauthTargetOf(database, loginId);
  const outcome = target.kind === "failed" ? target : await authorizationOf(target);
  if (outcome.kind === "redirect") {
    await database.connectorLogin.update({
      where: { id: loginId },
      data: {
        status: "pending",
        authorizationUrl: outcome.authorizationUrl,
        oauthStateHash: oauthStateHash(outcome.state),
        oauthStartedById: startedBy,
        oauthExpiresAt: new Date(now.getTime() + readSettings().CONNECTOR_SIGN_IN_TTL_SECONDS * 1000),
        lastError: null,
      },
    });
  }
  if (outcome.kind === "failed") {
    const lastError = await redactedLoginError(database, loginId, outcome.message);
    await database.connectorLogin.update({ where: { id: loginId }, data: { status: "disconnected", authorizationUrl: null, oauthStateHash: null, oauthStartedById: null, oauthExpiresAt: null, lastError } });
    return { ...outcome, message: lastError };
  }
  return outcome;
}

export type SignInCompletion = { kind: "completed" } | Failed;

/** Exchanges the callback's code for tokens (sealed on the login by the provider); the caller then lists. */
export async function completeLoginSignIn(database: Database, loginId: string, code: string): Promise<SignInCompletion> {
  const target = await oauthTargetOf(database, loginId);
  if (target.kind === "failed") return target;
  try {
    await completeAuthorization({ serverUrl: target.serverUrl, provider: target.provider, code, fetch: egressFetchFromEnvironment("connector") });
    return { kind: "completed" };
  } catch (error) {
    return failureOf(error, "completing the sign-in");
  }
}
