import "server-only";
import type { JobRoleList } from "@/lib/contracts/enterprise-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toJobRoleView } from "./job-role-view";

/** GET /v1/roles: the organisation's job roles, by name. */
export async function listJobRoles(database: Database, principal: Pick<Principal, "organisationId">): Promise<JobRoleList> {
  const roles = await database.jobRole.findMany({ where: { organisationId: principal.organisationId }, orderBy: [{ name: "asc" }, { createdAt: "asc" }] });
  return { roles: roles.map(toJobRoleView) };
}
