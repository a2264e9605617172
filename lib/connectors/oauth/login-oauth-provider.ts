// The SDK's OAuthClientProvider over a login's stored OAuth state (issue 10, item 1: OAuth 2.1 with PKCE,
// dynamic client registration or a client ID metadata document, or a client id the admin configured;
// tokens refreshed by the SDK when the server answers 401). Each change is saved at once through the
// store, so a refreshed token survives the process.

import { randomBytes } from "node:crypto";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { OAuthState, OAuthStateStore } from "./oauth-state";

export type LoginOAuthProviderOptions = {
  /** Where the authorization server sends the browser back (the product's callback, or the CLI's loopback). */
  redirectUrl: string;
  clientName: string;
  /** A client the admin registered with the authorization server: no dynamic registration then. */
  clientId?: string;
  clientSecret?: string;
  scopes?: string[];
  /** An https URL serving this client's metadata document (SEP-991), used when the server supports it. */
  clientMetadataUrl?: string;
  store: OAuthStateStore;
  /** Told the URL a person (or the CLI's headless mode) must open to sign in. */
  onAuthorizationUrl(url: URL): void | Promise<void>;
};

export type LoginOAuthProvider = OAuthClientProvider & {
  /** The authorization URL of the sign-in under way, once the SDK asked to redirect there. */
  lastAuthorizationUrl(): URL | undefined;
};

export function createLoginOAuthProvider(options: LoginOAuthProviderOptions): LoginOAuthProvider {
  let lastAuthorizationUrl: URL | undefined;
  // Writes in order: the SDK saves the verifier, then the client, then tokens, without awaiting each other.
  let writes: Promise<unknown> = Promise.resolve();

  function update(change: (state: OAuthState) => OAuthState): Promise<void> {
    const next = writes.then(async () => options.store.save(change(await options.store.load())));
    writes = next.catch(() => undefined);
    return next;
  }
  async function read(): Promise<OAuthState> {
    await writes;
    return options.store.load();
  }

  const configured: OAuthClientInformationMixed | undefined =
    options.clientId === undefined
      ? undefined
      : { client_id: options.clientId, ...(options.clientSecret === undefined ? {} : { client_secret: options.clientSecret }) };

  const clientMetadata: OAuthClientMetadata = {
    client_name: options.clientName,
    redirect_uris: [options.redirectUrl],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: options.clientSecret === undefined ? "none" : "client_secret_post",
    ...(options.scopes && options.scopes.length > 0 ? { scope: options.scopes.join(" ") } : {}),
  };

  return {
    get redirectUrl() {
      return options.redirectUrl;
    },
    clientMetadataUrl: options.clientMetadataUrl,
    get clientMetadata() {
      return clientMetadata;
    },
    async state() {
      const state = randomBytes(24).toString("base64url");
      await update((current) => ({ ...current, state }));
      return state;
    },
    async clientInformation() {
      const stored = (await read()).clientInformation;
      if (configured === undefined) return stored;
      // The configured client, as the SDK stamped it with its issuer once it was used.
      return stored?.client_id === configured.client_id ? { ...stored, ...configured } : configured;
    },
    async saveClientInformation(clientInformation) {
      await update((current) => ({ ...current, clientInformation }));
    },
    async tokens() {
      return (await read()).tokens;
    },
    async saveTokens(tokens: OAuthTokens) {
      await update((current) => ({ ...current, tokens, codeVerifier: undefined, state: undefined }));
    },
    async redirectToAuthorization(authorizationUrl) {
      lastAuthorizationUrl = authorizationUrl;
      await options.onAuthorizationUrl(authorizationUrl);
    },
    async saveCodeVerifier(codeVerifier) {
      await update((current) => ({ ...current, codeVerifier }));
    },
    async codeVerifier() {
      const verifier = (await read()).codeVerifier;
      if (verifier === undefined) throw new Error("No sign-in is under way for this login (no PKCE verifier is stored).");
      return verifier;
    },
    async discoveryState() {
      return (await read()).discovery;
    },
    async saveDiscoveryState(discovery) {
      await update((current) => ({ ...current, discovery }));
    },
    async invalidateCredentials(scope) {
      await update((current) => {
        if (scope === "all") return {};
        if (scope === "discovery") return { ...current, discovery: undefined };
        if (scope === "client") return { ...current, clientInformation: undefined };
        if (scope === "tokens") return { ...current, tokens: undefined };
        if (scope === "verifier") return { ...current, codeVerifier: undefined };
        return current;
      });
    },
    lastAuthorizationUrl: () => lastAuthorizationUrl,
  };
}
