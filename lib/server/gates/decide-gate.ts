import "server-only";
import { fromPrisma } from "pg-boss";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { Database } from "../db";
import { senderBoss } from "../queue/boss";
import { enqueueRun } from "../queue/run-queue";
import type { Actor } from "../use-case-actor";
import { alreadyDecided, decisionRefusal, type GateUnderDecision } from "./gate-decision-refusal";
import { consoleWarningLog, refuseDecision, type WarningLog } from "./refuse-decision";
import { gateInclude, serializeGate } from "./serialize-gate";

const endedStatuses = ["succeeded", "failed", "cancelled"] as const;

async function findGate(database: Database, organisationId: string, gateId: string) {
  return database.gate.findFirst({
    where: { id: gateId, organisationId },
    include: { run: { select: { status: true } }, call: { select: { outcome: true } } },
  });
}

type FoundGate = NonNullable<Awaited<ReturnType<typeof findGate>>>;

function underDecision(gate: FoundGate): GateUnderDecision {
  return { runId: gate.runId, callId: gate.callId, status: gate.status, runStatus: gate.run.status, callOutcome: gate.call.outcome };
}

/**
 * CONTRACT.md, Gates: a decision applies to exactly that call of that run. A decision naming another run or
 * call is 409 gate_mismatch; one on a gate whose run ended or whose call no longer waits is 409 gate_stale;
 * a second decision is 409 gate_decided. Another organisation's gate is as absent as a made-up id.
 */
export async function decideGate(database: Database, actor: Actor, gateId: string, body: GateDecisionBody, log: WarningLog = consoleWarningLog) {
  const gate = await findGate(database, actor.organisationId, gateId);
  if (!gate) {
    const unknown = { id: gateId, runId: null, callId: null };
    return refuseDecision(database, actor, unknown, body, { code: "not_found", reason: "not_found", message: `No gate ${gateId}.` }, log);
  }
  const refusal = decisionRefusal(underDecision(gate), body);
  if (refusal) return refuseDecision(database, actor, gate, body, refusal, log);
  const now = new Date();
  const boss = await senderBoss();
  // The decision and the job that resumes the run commit together: a decided gate never strands its run.
  const decided = await database.$transaction(async (transaction) => {
    const updated = await transaction.gate.updateMany({
      where: { id: gate.id, status: "open", call: { outcome: "waiting", runId: gate.runId }, run: { status: { notIn: [...endedStatuses] } } },
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
    // Someone decided, or the run ended, between the read and the write: the rows as they now stand say which.
    const current = await findGate(database, actor.organisationId, gateId);
    const late = (current && decisionRefusal(underDecision(current), body)) ?? alreadyDecided;
    return refuseDecision(database, actor, gate, body, late, log);
  }
  const updated = await database.gate.findUniqueOrThrow({ where: { id: gate.id }, include: gateInclude });
  return serializeGate(updated);
}
