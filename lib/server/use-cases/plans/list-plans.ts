import "server-only";
import type { PlanList } from "@/lib/contracts/plan-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { planAuthors } from "./plan-authors";

export const PLAN_LIST_LIMIT = 200;

/** Each plan once, at its latest version, the most recently written first. */
export async function listPlans(database: Database, principal: Pick<Principal, "organisationId">): Promise<PlanList> {
  const latest = await database.plan.findMany({
    where: { organisationId: principal.organisationId },
    distinct: ["name"],
    orderBy: [{ name: "asc" }, { version: "desc" }],
  });
  const newestFirst = latest.sort((one, other) => other.createdAt.getTime() - one.createdAt.getTime() || one.name.localeCompare(other.name)).slice(0, PLAN_LIST_LIMIT);
  const authorOf = await planAuthors(database, principal.organisationId, newestFirst);
  return {
    plans: newestFirst.map((plan) => ({ name: plan.name, version: plan.version, updatedAt: plan.createdAt.toISOString(), author: authorOf(plan) })),
  };
}
