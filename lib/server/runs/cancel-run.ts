import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { UNANSWERED_CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import { cancelledCallText, cancelledEnding } from "@/lib/runtime/lifecycle/run-ending";
import { isEnded, type RunStatus } from "@/lib/runtime/lifecycle/run-status";
import { appendTrailer } from "@/lib/runtime/results/trailer";
import type { Database } from "../db";
import { runtimeLimitsFromEnvironment } from "../runtime/runtime-config";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { lockRun } from "./lock-run";
import { endableRun, runEndingData } from "./run-ending-data";
import { parseRunState } from "./run-state";

/**
 * Why the run cannot be cancelled as it stands under its row lock, or null. Issue 8, item 15: a CEO's
 * decision that committed first wins — a waiting run whose gates are all decided resumes with that
 * decision, so the cancel is the loser (409); once a worker has resumed it, it is a running run like any.
 */
async function cancelRefusal(transaction: Prisma.TransactionClient, runId: string, status: RunStatus): Promise<AppError | null> {
  if (isEnded(status)) return new AppError("conflict", `Run ${runId} already ended (${status}).`, { status });
  if (status !== "waiting") return null;
  const [open, decidedWaiting] = await Promise.all([
    transaction.gate.count({ where: { runId, status: "open" } }),
    transaction.gate.count({ where: { runId, status: "decided", call: { outcome: "waiting" } } }),
  ]);
  if (open > 0 || decidedWaiting === 0) return null;
  return new AppError("gate_decided", `Run ${runId} was not cancelled: the CEO decided its gate first and it resumes with that decision; cancel it again once it runs.`, { status });
}

/**
 * Issue 9, item 3: a call the cancel closes reads like every other refusal, with the trailer of the budget
 * left (seed "tools in a run", Results, step 4), derived as the loop derives it (lib/runtime/loop/budget.ts):
 * each call whose handler was started costs one.
 */
async function cancelledCallResult(transaction: Prisma.TransactionClient, runId: string, state: unknown): Promise<string> {
  const charged = await transaction.toolCall.count({ where: { runId, attempts: { gt: 0 } } });
  const remaining = Math.max(0, parseRunState(state).toolCallBudget - charged);
  return appendTrailer(cancelledCallText, remaining, runtimeLimitsFromEnvironment().lowBudgetThreshold);
}

/**
 * Cancels a run that has not ended. Its open gates close as `cancelled`: nobody decided them, so they
 * carry no decision and no decider (issue 8, item 15), and no one decides a dead run's call.
 */
export async function cancelRun(database: Database, principal: UseCasePrincipal, runId: string) {
  const found = await database.run.findFirst({ where: { id: runId, organisationId: principal.organisationId }, select: { id: true } });
  if (!found) throw new AppError("not_found", `No run ${runId}.`);
  const now = new Date();
  await database.$transaction(async (transaction) => {
    // The run's row lock orders this cancel with a CEO's decision of its gate (lib/server/gates/decide-gate.ts).
    await lockRun(transaction, found.id);
    const run = await transaction.run.findUnique({ where: { id: found.id }, select: { status: true, state: true } });
    if (!run) throw new AppError("not_found", `No run ${runId}.`);
    const refusal = await cancelRefusal(transaction, found.id, run.status);
    if (refusal) throw refusal;
    await transaction.run.updateMany({ where: endableRun(found.id, cancelledEnding), data: runEndingData(cancelledEnding, now) });
    await transaction.toolCall.updateMany({
      where: { runId: found.id, outcome: { in: [...UNANSWERED_CALL_OUTCOMES] }, attempts: 0 },
      data: { outcome: "not_run", code: "cancelled", result: await cancelledCallResult(transaction, found.id, run.state), finishedAt: now },
    });
    await transaction.gate.updateMany({
      where: { runId: found.id, status: "open" },
      data: { status: "cancelled", decision: null, note: cancelledEnding.failure.message, decidedById: null, decidedAt: now },
    });
  });
  await database.auditEvent.create({ data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "run.cancelled", detail: { runId } } });
  return { id: found.id, status: cancelledEnding.status };
}
