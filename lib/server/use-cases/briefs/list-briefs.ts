import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { BRIEF_READER_ROLES, mayReadBriefs, type BriefList } from "@/lib/contracts/brief-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { includingDeleted } from "@/lib/server/database/soft-delete";
import type { Database } from "@/lib/server/db";

export const BRIEF_LIST_LIMIT = 100;

/** The daily briefs agents filed, newest first (by when filed). */
export async function listBriefs(database: Database, principal: Pick<Principal, "organisationId" | "roles">): Promise<BriefList> {
  if (!mayReadBriefs(principal.roles)) throw new AppError("forbidden", "Daily briefs are for the CEO and admins to read.", { required: [...BRIEF_READER_ROLES] });
  const briefs = await database.brief.findMany({
    where: { organisationId: principal.organisationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: BRIEF_LIST_LIMIT,
  });
  const agentIds = [...new Set(briefs.flatMap((brief) => (brief.agentId === null ? [] : [brief.agentId])))];
  const agents = agentIds.length === 0 ? [] : await database.agent.findMany({ where: includingDeleted({ organisationId: principal.organisationId, id: { in: agentIds } }), select: { id: true, name: true } });
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  return {
    briefs: briefs.map((brief) => ({
      id: brief.id,
      date: brief.date,
      summary: brief.summary,
      decisionsNeeded: brief.decisionsNeeded,
      risks: brief.risks,
      filedAt: brief.createdAt.toISOString(),
      agentId: brief.agentId,
      agentName: brief.agentId === null ? null : (names.get(brief.agentId) ?? null),
      runId: brief.runId,
    })),
  };
}
