import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Plan } from "@/lib/contracts/plan-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { planAuthors } from "./plan-authors";

/** A plan by its exact name with every version, newest first; another organisation's name is 404 like a made-up one. */
export async function getPlan(database: Database, principal: Pick<Principal, "organisationId">, name: string): Promise<Plan> {
  const versions = await database.plan.findMany({ where: { organisationId: principal.organisationId, name }, orderBy: { version: "desc" } });
  const latest = versions[0];
  if (latest === undefined) throw new AppError("not_found", `No plan is named ${JSON.stringify(name)}; GET /v1/plans lists the plans there are.`);
  const authorOf = await planAuthors(database, principal.organisationId, versions);
  return {
    name: latest.name,
    version: latest.version,
    updatedAt: latest.createdAt.toISOString(),
    content: latest.content,
    versions: versions.map((plan) => ({ version: plan.version, content: plan.content, writtenAt: plan.createdAt.toISOString(), author: authorOf(plan) })),
  };
}
