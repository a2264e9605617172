import "server-only";
import { noTroubledCalls, type TroubledCalls } from "@/lib/contracts/troubled-calls";
import { TROUBLED_CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import type { Database } from "../db";

// Issue 23, item 1: the troubled calls of a page of runs as one grouped statement (the ToolCall table's runId
// index), never a query per run. A run with none is in the map with zeros.

export async function troubledCallsOfRuns(database: Database, organisationId: string, runIds: readonly string[]): Promise<Map<string, TroubledCalls>> {
  const counts = new Map(runIds.map((id) => [id, noTroubledCalls()]));
  if (runIds.length === 0) return counts;
  const groups = await database.toolCall.groupBy({
    by: ["runId", "outcome"],
    where: { organisationId, runId: { in: [...runIds] }, outcome: { in: [...TROUBLED_CALL_OUTCOMES] } },
    _count: { _all: true },
  });
  for (const group of groups) {
    const run = group.runId === null ? undefined : counts.get(group.runId);
    const outcome = TROUBLED_CALL_OUTCOMES.find((candidate) => candidate === group.outcome);
    if (run && outcome) run[outcome] = group._count._all;
  }
  return counts;
}
