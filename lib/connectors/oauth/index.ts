// OAuth for connectors (issue 10, item 1): the provider over a login's stored state, and the sign-in steps.
export { completeAuthorization, startAuthorization, type AuthorizationRequest, type AuthorizationStart } from "./authorize";
export { createLoginOAuthProvider, type LoginOAuthProvider, type LoginOAuthProviderOptions } from "./login-oauth-provider";
export { memoryOAuthStateStore, type OAuthState, type OAuthStateStore } from "./oauth-state";
