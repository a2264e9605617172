import "server-only";
import type { PlanAuthor } from "@/lib/contracts/plan-schemas";
import { includingDeleted } from "@/lib/server/database/soft-delete";
import type { Database } from "@/lib/server/db";
import { emailsByUserId } from "../users/emails-by-user-id";

type Written = { agentId: string | null; runId: string | null; writtenByUserId: string | null };

/** Who wrote each plan version: its agent by name and its run's acting user by email, deleted ones included. */
export async function planAuthors(database: Database, organisationId: string, rows: readonly Written[]): Promise<(row: Written) => PlanAuthor> {
  const agentIds = [...new Set(rows.flatMap((row) => (row.agentId === null ? [] : [row.agentId])))];
  const [agents, emails] = await Promise.all([
    agentIds.length === 0 ? [] : database.agent.findMany({ where: includingDeleted({ organisationId, id: { in: agentIds } }), select: { id: true, name: true } }),
    emailsByUserId(database, organisationId, rows.map((row) => row.writtenByUserId)),
  ]);
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  return (row) => ({
    agentId: row.agentId,
    agentName: row.agentId === null ? null : (names.get(row.agentId) ?? null),
    runId: row.runId,
    writtenBy: row.writtenByUserId === null ? null : (emails.get(row.writtenByUserId) ?? null),
  });
}
