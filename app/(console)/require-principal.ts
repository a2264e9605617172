import "server-only";
import { redirect } from "next/navigation";
import type { Role } from "@/lib/contracts/role";
import { currentPrincipal } from "@/lib/server/auth/current-principal";
import type { Principal } from "@/lib/server/auth/principal";

/** The signed-in person of a console page, or a redirect to sign-in that comes back to `path`. */
export async function requirePrincipal(path: string): Promise<Principal> {
  const principal = await currentPrincipal();
  if (principal === null) redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  return principal;
}

export function hasRole(principal: Principal, ...roles: Role[]): boolean {
  return roles.some((role) => principal.roles.includes(role));
}
