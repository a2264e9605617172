import "server-only";
import type { EnterpriseProfile, UpdateEnterpriseBody } from "@/lib/contracts/enterprise-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toEnterpriseProfileView } from "./enterprise-profile-view";

/** PUT /v1/enterprise: the whole profile replaced at once (the route lets only admins and the CEO here). */
export async function updateEnterpriseProfile(database: Database, principal: Pick<Principal, "organisationId">, body: UpdateEnterpriseBody): Promise<EnterpriseProfile> {
  const organisation = await database.organisation.update({
    where: { id: principal.organisationId },
    data: { name: body.name, mission: body.mission, goals: body.goals, policies: body.policies },
  });
  return toEnterpriseProfileView(organisation);
}
