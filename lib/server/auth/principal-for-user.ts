import "server-only";
import type { Role } from "@/lib/contracts/role";
import { effectiveTokenScopes, scopesAllowedFor } from "./permissions";
import type { Principal } from "./principal";

export type PrincipalUser = { id: string; organisationId: string; email: string; roles: readonly Role[] };

/** A session holds every scope its user's roles allow. */
export function sessionPrincipal(user: PrincipalUser, sessionId: string): Principal {
  return {
    userId: user.id,
    organisationId: user.organisationId,
    email: user.email,
    roles: [...user.roles],
    scopes: scopesAllowedFor(user.roles),
    via: "session",
    credentialId: sessionId,
  };
}

/** A token holds its own scopes, each only while its user's roles allow it. */
export function tokenPrincipal(user: PrincipalUser, token: { id: string; scopes: readonly string[] }): Principal {
  return {
    userId: user.id,
    organisationId: user.organisationId,
    email: user.email,
    roles: [...user.roles],
    scopes: effectiveTokenScopes(token.scopes, user.roles),
    via: "token",
    credentialId: token.id,
  };
}
