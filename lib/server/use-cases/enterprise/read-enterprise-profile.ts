import "server-only";
import type { EnterpriseProfile } from "@/lib/contracts/enterprise-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toEnterpriseProfileView } from "./enterprise-profile-view";

/** GET /v1/enterprise: the profile of the caller's organisation (CONTRACT.md, The enterprise behind the OS tools). */
export async function readEnterpriseProfile(database: Database, principal: Pick<Principal, "organisationId">): Promise<EnterpriseProfile> {
  const organisation = await database.organisation.findUniqueOrThrow({ where: { id: principal.organisationId } });
  return toEnterpriseProfileView(organisation);
}
