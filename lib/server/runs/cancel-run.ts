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
  await database.$transaction([
    database.run.update({ where: { id: run.id }, data: { status: "cancelled", finishedAt: now, failureCode: "cancelled", failureMessage: "The run was cancelled." } }),
    database.gate.updateMany({ where: { runId: run.id, status: "open" }, data: { status: "decided", decision: "deny", note: "The run was cancelled.", decidedById: actor.userId, decidedAt: now } }),
  ]);
  await database.auditEvent.create({ data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "run.cancelled", detail: { runId } } });
  return { id: run.id, status: "cancelled" as const };
}
