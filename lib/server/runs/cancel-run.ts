import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelledEnding } from "@/lib/runtime/lifecycle/run-ending";
import { isEnded, type RunStatus } from "@/lib/runtime/lifecycle/run-status";
import type { Database } from "../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { endRunCancelled } from "./end-run-cancelled";
import { lockRun } from "./lock-run";

/**
 * Why the run cannot be cancelled as it stands under its row lock, or null. Issue 8, item 15: a CEO's
 * decision that committed first wins — a waiting run whose gates are all decided resumes with that
 * decision, so the cancel is the loser (409); once a worker has resumed it, it is a running run like any.
 */
export async function cancelRefusal(transaction: Prisma.TransactionClient, runId: string, status: RunStatus): Promise<AppError | null> {
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
 * Cancels a run that has not ended (end-run-cancelled.ts closes its calls and gates).
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
    await endRunCancelled(transaction, { id: found.id, state: run.state }, cancelledEnding, now);
  });
  await database.auditEvent.create({ data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "run.cancelled", detail: { runId } } });
  return { id: found.id, status: cancelledEnding.status };
}
