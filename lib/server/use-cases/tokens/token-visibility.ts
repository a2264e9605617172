import "server-only";
import type { Principal } from "@/lib/server/auth/principal";

// CONTRACT.md, Curation and people: everyone sees and revokes their own tokens; an admin (a session with
// the admin role, or a token scoped `admin`) those of everyone in the organisation. Any other token is as
// unknown as a made-up id.

export function visibleTokensWhere(principal: Pick<Principal, "organisationId" | "userId" | "scopes">) {
  return principal.scopes.includes("admin") ? { user: { organisationId: principal.organisationId } } : { userId: principal.userId };
}
