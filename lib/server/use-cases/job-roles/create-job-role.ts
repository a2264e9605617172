import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateJobRoleBody, JobRole } from "@/lib/contracts/enterprise-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { isUniqueViolation } from "@/lib/server/connectors/unique-violation";
import type { Database } from "@/lib/server/db";
import { toJobRoleView } from "./job-role-view";

function duplicate(name: string): AppError {
  return new AppError("conflict", `A job role named ${name} already exists in your organisation: give this one another name.`, {
    details: [{ path: "name", message: `${name} is taken: give this role another name.` }],
  });
}

/** POST /v1/roles: a job role; its name is unique in its organisation (409). */
export async function createJobRole(database: Database, principal: Pick<Principal, "organisationId">, body: CreateJobRoleBody): Promise<JobRole> {
  const taken = await database.jobRole.findFirst({ where: { organisationId: principal.organisationId, name: body.name }, select: { id: true } });
  if (taken !== null) throw duplicate(body.name);
  try {
    return toJobRoleView(await database.jobRole.create({ data: { organisationId: principal.organisationId, name: body.name, description: body.description ?? "" } }));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.name);
    throw error;
  }
}
