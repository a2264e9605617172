import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { rolesAllow, type Permission } from "./permissions";
import type { Principal } from "./principal";

/** CONTRACT.md, Authentication: allowed when the principal holds the scope AND its user's role allows it. */
export function isAllowed(principal: Principal, permission: Permission): boolean {
  return principal.scopes.includes(permission) && rolesAllow(principal.roles, permission);
}

/**
 * Passes when the principal may use one of `permissions` (a route may accept several, e.g. `tools:write` or
 * `admin`); otherwise throws 403 `forbidden`. An empty list allows nobody: fail closed.
 */
export function authorise(principal: Principal, permissions: Permission | readonly Permission[]): void {
  const wanted: readonly Permission[] = typeof permissions === "string" ? [permissions] : permissions;
  if (wanted.some((permission) => isAllowed(principal, permission))) return;
  const needed = wanted.join(" or ");
  const how = principal.via === "token" ? `a token scoped ${needed} whose user's role allows it` : `a role allowed ${needed}`;
  throw new AppError("forbidden", `This needs ${how}.`, { required: [...wanted] });
}

/**
 * Issue 16, item 7: a route a signed-in person may always use from the console (their own tokens), but a
 * token only when scoped `permission`: a token handed to a script for runs cannot list or revoke its user's
 * other tokens. A session passes; a token is judged as `authorise` judges it.
 */
export function authoriseTokenCaller(principal: Principal, permission: Permission): void {
  if (principal.via === "session") return;
  authorise(principal, permission);
}
