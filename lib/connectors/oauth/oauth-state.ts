// What a login's OAuth sign-in keeps between requests: the client registration, the tokens, and the PKCE
// verifier and state of a sign-in under way. JSON, stored sealed by the server (tokens encrypted at rest,
// issue 10, item 1); this module never sees how.

import type { OAuthDiscoveryState } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

export type OAuthState = {
  clientInformation?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
  codeVerifier?: string;
  state?: string;
  /**
   * Where discovery found the authorization server: the code exchange (a later request, without the
   * 401's resource_metadata hint) must reach the same server the client was registered with.
   */
  discovery?: OAuthDiscoveryState;
};

/** Where a login's OAuth state lives (the server seals it in the login's row; the CLI keeps it in memory). */
export type OAuthStateStore = {
  load(): Promise<OAuthState>;
  save(state: OAuthState): Promise<void>;
};

/** A store in memory: the CLI's (tokens never written anywhere) and the tests'. */
export function memoryOAuthStateStore(initial: OAuthState = {}): OAuthStateStore & { current(): OAuthState } {
  let state: OAuthState = structuredClone(initial);
  return {
    load: async () => structuredClone(state),
    save: async (next) => {
      state = structuredClone(next);
    },
    current: () => structuredClone(state),
  };
}
