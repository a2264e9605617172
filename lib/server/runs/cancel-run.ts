import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "../db";
import type { Actor } from "../use-case-actor";

const finalStatuses = ["succeeded", "failed", "cancelled"] as const;

/** Cancels a run that has not ended; its open gates close so no one decides a dead run's call. */
export async function cancelRun(database: Database, actor: Actor, runId: string) {
  const run = await database.run.findFirst({ where: { id: runId, organisationId: actor.organisationId }, select: { id: true, status: true } });
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  if ((finalStatuses as readonly string[]).includes(run.status)) {
    throw new AppError("conflict", `Run ${runId} already ended (${run.status}).`, { status: run.status });
  }
  const now = new Date();
  await database.$transaction(async (transaction) => {
    // Only a run that has not ended meanwhile: a cancel never overwrites a finished run (and rolls back).
    const cancelled = await transaction.run.updateMany({
      where: { id: run.id, status: { notIn: [...finalStatuses] } },
      data: { status: "cancelled", finishedAt: now, failureCode: "cancelled", failureMessage: "The run was cancelled." },
    });
    if (cancelled.count === 0) throw new AppError("conflict", `Run ${runId} ended before it could be cancelled.`);
    await transaction.toolCall.updateMany({
      where: { runId: run.id, outcome: { in: ["pending", "waiting"] }, attempts: 0 },
      data: { outcome: "not_run", code: "cancelled", result: "Not run: the run was cancelled.", finishedAt: now },
    });
    await transaction.gate.updateMany({
      where: { runId: run.id, status: "open" },
      data: { status: "decided", decision: "deny", note: "The run was cancelled.", decidedById: actor.userId, decidedAt: now },
    });
  });
  await database.auditEvent.create({ data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "run.cancelled", detail: { runId } } });
  return { id: run.id, status: "cancelled" as const };
}
