import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { UNANSWERED_CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import { cancelledCallText, type CancelledEnding } from "@/lib/runtime/lifecycle/run-ending";
import { appendTrailer } from "@/lib/runtime/results/trailer";
import { runtimeLimitsFromEnvironment } from "../runtime/runtime-config";
import { endableRun, runEndingData } from "./run-ending-data";
import { parseRunState } from "./run-state";

// The one way a run is ended as cancelled from outside the loop: POST /v1/runs/:id/cancel (cancelledEnding)
// and os.clear_run / POST /v1/runs/:id/clear (clearedEnding, with the note) both end it here. The caller
// holds the run's row lock (lock-run.ts) and has decided the run may end so.

/**
 * Issue 9, item 3: a call the cancel closes reads like every other refusal, with the trailer of the budget
 * left (seed "tools in a run", Results, step 4), derived as the loop derives it (lib/runtime/loop/budget.ts):
 * each call whose handler was started since the run's last retry costs one.
 */
async function cancelledCallResult(transaction: Prisma.TransactionClient, runId: string, stored: unknown): Promise<string> {
  const state = parseRunState(stored);
  const since = state.retriedAfterTurns ?? 0;
  const charged = await transaction.toolCall.count({ where: { runId, attempts: { gt: 0 }, ...(since > 0 ? { turn: { index: { gte: since } } } : {}) } });
  const remaining = Math.max(0, state.toolCallBudget - charged);
  return appendTrailer(cancelledCallText, remaining, runtimeLimitsFromEnvironment().lowBudgetThreshold);
}

/**
 * Ends the run as `ending` says. Its calls never started close as not run; its open gates close as
 * `cancelled`: nobody decided them, so they carry no decision and no decider (issue 8, item 15), and no one
 * decides a dead run's call. False when the run was in no status that may end so (nothing was written).
 */
export async function endRunCancelled(transaction: Prisma.TransactionClient, run: { id: string; state: unknown }, ending: CancelledEnding, now: Date): Promise<boolean> {
  const ended = await transaction.run.updateMany({ where: endableRun(run.id, ending), data: runEndingData(ending, now) });
  if (ended.count === 0) return false;
  await transaction.toolCall.updateMany({
    where: { runId: run.id, outcome: { in: [...UNANSWERED_CALL_OUTCOMES] }, attempts: 0 },
    data: { outcome: "not_run", code: "cancelled", result: await cancelledCallResult(transaction, run.id, run.state), finishedAt: now },
  });
  await transaction.gate.updateMany({
    where: { runId: run.id, status: "open" },
    data: { status: "cancelled", decision: null, note: ending.failure.message, decidedById: null, decidedAt: now },
  });
  return true;
}
