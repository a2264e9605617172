import "server-only";
import { fromPrisma } from "pg-boss";
import { AppError } from "@/lib/contracts/api-error";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { Database } from "../db";
import { senderBoss } from "../queue/boss";
import { enqueueRun } from "../queue/run-queue";
import type { Actor } from "../use-case-actor";
import { gateInclude, serializeGate } from "./serialize-gate";

/**
 * CONTRACT.md, Gates: a decision applies to exactly that call of that run. The update only matches an
 * open gate whose call is still waiting, so a second or stale decision changes nothing and gets 409.
 */
export async function decideGate(database: Database, actor: Actor, gateId: string, body: GateDecisionBody) {
  const gate = await database.gate.findFirst({ where: { id: gateId, organisationId: actor.organisationId } });
  if (!gate) throw new AppError("not_found", `No gate ${gateId}.`);
  const now = new Date();
  const boss = await senderBoss();
  // The decision and the job that resumes the run commit together: a decided gate never strands its run.
  const decided = await database.$transaction(async (transaction) => {
    const updated = await transaction.gate.updateMany({
      where: { id: gate.id, status: "open", call: { outcome: "waiting", runId: gate.runId } },
      data: { status: "decided", decision: body.decision, note: body.note ?? null, decidedById: actor.userId, decidedAt: now },
    });
    if (updated.count === 0) return false;
    await transaction.auditEvent.create({
      data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "gate.decided", detail: { gateId, runId: gate.runId, callId: gate.callId, decision: body.decision } },
    });
    await enqueueRun(boss, gate.runId, fromPrisma(transaction));
    return true;
  });
  if (!decided) {
    await database.auditEvent.create({
      data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "gate.decision_refused", detail: { gateId, decision: body.decision, reason: "already decided" } },
    });
    throw new AppError("gate_decided", "This gate was already decided; a decision applies to its call once.", { gateId });
  }
  const updated = await database.gate.findUniqueOrThrow({ where: { id: gate.id }, include: gateInclude });
  return serializeGate(updated);
}
