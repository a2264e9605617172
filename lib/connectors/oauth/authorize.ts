// A login's sign-in in two steps, through the SDK's `auth()` (discovery by RFC 9728 and RFC 8414, client
// registration, PKCE S256): `startAuthorization` either finds the login already authorized (stored or
// refreshed tokens) or gives the URL to send the person to; `completeAuthorization` exchanges the code
// the authorization server sent back to the redirect URL for tokens.

import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { classifyFailure } from "../classify-failure";
import { ConnectorError } from "../connector-error";
import type { LoginOAuthProvider } from "./login-oauth-provider";

export type AuthorizationStart = { kind: "authorized" } | { kind: "redirect"; authorizationUrl: string; state: string };

export type AuthorizationRequest = { serverUrl: string; provider: LoginOAuthProvider; fetch: EgressFetch };

export async function startAuthorization(request: AuthorizationRequest): Promise<AuthorizationStart> {
  let result;
  try {
    result = await auth(request.provider, { serverUrl: request.serverUrl, fetchFn: request.fetch });
  } catch (error) {
    throw classifyFailure(error, { doing: "starting the sign-in", secrets: [] });
  }
  if (result === "AUTHORIZED") return { kind: "authorized" };
  const authorizationUrl = request.provider.lastAuthorizationUrl();
  if (authorizationUrl === undefined) throw new ConnectorError("protocol_error", "The sign-in gave no authorization URL.");
  return { kind: "redirect", authorizationUrl: authorizationUrl.toString(), state: authorizationUrl.searchParams.get("state") ?? "" };
}

export async function completeAuthorization(
  request: AuthorizationRequest & { code: string; /** The callback's `state`: must be the one this sign-in sent. */ state?: string; expectedState?: string },
): Promise<{ kind: "authorized" }> {
  if (request.expectedState !== undefined && request.state !== request.expectedState) {
    throw new ConnectorError("unauthorized", "The sign-in's state does not match: start the sign-in again.");
  }
  let result;
  try {
    result = await auth(request.provider, { serverUrl: request.serverUrl, authorizationCode: request.code, fetchFn: request.fetch });
  } catch (error) {
    throw classifyFailure(error, { doing: "completing the sign-in", secrets: [request.code] });
  }
  if (result !== "AUTHORIZED") throw new ConnectorError("unauthorized", "The authorization server did not accept the sign-in.");
  return { kind: "authorized" };
}
