import "server-only";
import type { AuthConfig } from "@/lib/connectors/connector-types";
import { createLoginOAuthProvider, type LoginOAuthProvider, type OAuthState } from "@/lib/connectors/oauth";
import type { Database } from "@/lib/server/db";
import { oauthRedirectUrl } from "./oauth-redirect-url";
import { sealedOAuthStore } from "./sealed-oauth-store";

// Issue 10: the SDK's OAuth client provider of one login (lib/connectors/oauth), over the login's sealed
// state (sealed-oauth-store.ts): PKCE, dynamic client registration or the admin's client id, tokens saved
// as they are issued and refreshed. The redirect is Tollgate's callback (CONTRACT.md, Connectors).

export const OAUTH_CLIENT_NAME = "Tollgate";

const EMPTY_STATE: OAuthState = {};

export function loginOAuthProvider(
  database: Database,
  loginId: string,
  auth: Extract<AuthConfig, { type: "oauth" }>,
  clientSecret: string | undefined,
): LoginOAuthProvider {
  return createLoginOAuthProvider({
    redirectUrl: oauthRedirectUrl(),
    clientName: OAUTH_CLIENT_NAME,
    clientId: auth.clientId,
    clientSecret,
    scopes: auth.scopes,
    store: sealedOAuthStore(database, loginId, EMPTY_STATE),
    // Outside a sign-in an admin started, a fresh authorization URL has no one to open it: the listing fails
    // `unauthorized` and the login says so; reconnect starts a sign-in of its own.
    onAuthorizationUrl: () => undefined,
  });
}
