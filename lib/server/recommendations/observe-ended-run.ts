import "server-only";
import { isEnded } from "@/lib/runtime/lifecycle/run-status";
import { BUDGET_SPENT } from "@/lib/runtime/lifecycle/budget-endings";
import type { Database } from "@/lib/server/db";
import { alwaysApprovedGate } from "./patterns/always-approved-gate";
import { budgetEndedRuns } from "./patterns/budget-ended-runs";
import type { EndedRun, Pattern, Proposal } from "./patterns/pattern";
import { repeatedToolError } from "./patterns/repeated-tool-error";

// CONTRACT.md, Recommendations: "The OS makes them from what runs show". WHEN: the worker calls this once a
// run has ended (start-worker.ts), after the run's own status is written, so a run never waits on it. It
// starts from what that run showed (its tool errors, its approved gates, its budget) and reads recent
// history only for those; a pattern already made (its sourceKey taken in the organisation) is not read
// again. Everything is read and written within the run's organisation.

const PATTERNS: readonly Pattern[] = [repeatedToolError, alwaysApprovedGate, budgetEndedRuns];

async function endedRun(database: Database, runId: string): Promise<EndedRun | null> {
  const run = await database.run.findUnique({
    where: { id: runId },
    select: {
      id: true, organisationId: true, agentId: true, taskId: true, status: true, failureCode: true,
      calls: { where: { OR: [{ outcome: "tool_error", code: { not: null } }, { code: BUDGET_SPENT }] }, select: { tool: true, code: true, outcome: true } },
      gates: { where: { status: "decided", decision: "approve" }, select: { tool: true } },
    },
  });
  if (run === null || !isEnded(run.status)) return null;
  return { ...run, approvedGateTools: run.gates.map((gate) => gate.tool) };
}

async function save(database: Database, organisationId: string, proposal: Proposal, now: Date): Promise<void> {
  // Two runs ending at once may both see the pattern: the unique sourceKey keeps one.
  await database.recommendation.createMany({ data: [{ organisationId, source: "os", ...proposal, createdAt: now }], skipDuplicates: true });
}

/** Makes the recommendations this ended run completes; returns the sourceKeys made (for the log and tests). */
export async function observeEndedRun(database: Database, runId: string, now: Date = new Date()): Promise<string[]> {
  const run = await endedRun(database, runId);
  if (run === null) return [];
  const candidates = PATTERNS.flatMap((pattern) => pattern.candidates(run).map((sourceKey) => ({ pattern, sourceKey })));
  if (candidates.length === 0) return [];
  const taken = await database.recommendation.findMany({
    where: { organisationId: run.organisationId, sourceKey: { in: candidates.map((candidate) => candidate.sourceKey) } },
    select: { sourceKey: true },
  });
  const made: string[] = [];
  for (const { pattern, sourceKey } of candidates.filter((candidate) => !taken.some((row) => row.sourceKey === candidate.sourceKey))) {
    const proposal = await pattern.check(database, run, sourceKey, now);
    if (proposal === null) continue;
    await save(database, run.organisationId, proposal, now);
    made.push(sourceKey);
  }
  return made;
}
