import "server-only";
import type { Role } from "@/lib/contracts/role";
import { SCOPES, type Scope } from "./scopes";

// docs/internal-api.md, Permissions: each scope and the roles that may use it. A session holds every scope
// its roles allow; a token holds its own scopes AND its user's roles must allow each one.


export const PERMISSION_ROLES = {
  "tools:read": ["admin", "editor", "ceo"],
  "tools:write": ["admin"],
  "runs:read": ["admin", "editor", "ceo"],
  "runs:write": ["admin", "editor"],
  "gates:decide": ["ceo"],
  admin: ["admin"],
} as const satisfies Record<Scope, readonly Role[]>;

/** A scope, and the permission a route asks for: the same names (CONTRACT.md, Authentication). */
export type Permission = Scope;

export const PERMISSIONS: readonly Permission[] = SCOPES;

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_ROLES, name);
}

/** True when one of `roles` may use `permission`. */
export function rolesAllow(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSION_ROLES[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Every scope `roles` allow: what a session holds. */
export function scopesAllowedFor(roles: readonly string[]): Permission[] {
  return PERMISSIONS.filter((permission) => rolesAllow(roles, permission));
}

/** A token's stored scopes that name a permission and that its user's roles allow. Unknown names grant nothing. */
export function effectiveTokenScopes(granted: readonly string[], roles: readonly string[]): Permission[] {
  return PERMISSIONS.filter((permission) => granted.includes(permission) && rolesAllow(roles, permission));
}

/** Curating agents and tasks is tool management: admins, with a session or a token scoped either way. */
export const CURATION_PERMISSIONS = ["tools:write", "admin"] as const satisfies readonly Permission[];

/** Reading what every member may read (the enterprise's profile, its job roles): either read scope. */
export const MEMBER_READ_PERMISSIONS = ["runs:read", "tools:read"] as const satisfies readonly Permission[];

/**
 * CONTRACT.md, The enterprise: the profile is written by an admin or the CEO. A CEO's token carries
 * `gates:decide`, the one scope only the CEO's role allows; an admin's carries `admin`.
 */
export const ENTERPRISE_PROFILE_PERMISSIONS = ["admin", "gates:decide"] as const satisfies readonly Permission[];
