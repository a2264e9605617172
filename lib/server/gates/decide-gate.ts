import "server-only";
import { fromPrisma } from "pg-boss";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { Database } from "../db";
import { senderBoss } from "../queue/boss";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import { enqueueRun } from "../queue/run-queue";
import type { Actor } from "../use-case-actor";
import { decisionRefusal, type DecisionRefusal } from "./gate-decision-refusal";
import { lockGateRun, type LockedGate } from "./lock-gate-run";
import { consoleWarningLog, refuseDecision, type WarningLog } from "./refuse-decision";
import { gateInclude, serializeGate } from "./serialize-gate";

type NotFound = { code: "not_found"; reason: "not_found"; message: string };

type Settled = { kind: "decided" } | { kind: "refused"; gate: LockedGate | null; refusal: DecisionRefusal | NotFound };

const notFound = (gateId: string): NotFound => ({ code: "not_found", reason: "not_found", message: `No gate ${gateId}.` });

/**
 * CONTRACT.md, Gates: a decision applies to exactly that call of that run. A decision naming another run or
 * call is 409 gate_mismatch; one on a gate whose run ended or was cancelled, or whose call no longer waits,
 * is 409 gate_stale; a second decision is 409 gate_decided. Another organisation's gate is as absent as a
 * made-up id.
 */
export async function decideGate(database: Database, actor: Actor, gateId: string, body: GateDecisionBody, log: WarningLog = consoleWarningLog) {
  const now = new Date();
  const boss = await senderBoss();
  // The decision and the job that resumes the run commit together: a decided gate never strands its run.
  const settled = await database.$transaction(async (transaction): Promise<Settled> => {
    // Issue 8, item 15: the run's row lock orders this decision with a cancel of the same run; the gate,
    // its run and its call are read under it, so whichever commits first decides the other's answer.
    const gate = await lockGateRun(transaction, actor.organisationId, gateId);
    // Unknown, another organisation's, or a run deleted meanwhile that took its gate with it.
    if (!gate) return { kind: "refused", gate: null, refusal: notFound(gateId) };
    const refusal = decisionRefusal(gate, body);
    if (refusal) return { kind: "refused", gate, refusal };
    await transaction.gate.update({
      where: { id: gate.id },
      data: { status: "decided", decision: body.decision, note: body.note ?? null, decidedById: actor.userId, decidedAt: now },
    });
    await transaction.auditEvent.create({
      data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "gate.decided", detail: { gateId, runId: gate.runId, callId: gate.callId, decision: body.decision } },
    });
    // Issue 9, item 6: the job's insert NOTIFYs a listening worker (run-queue.ts), delivered at this commit,
    // so the run resumes at once rather than at the worker's next poll. The run stays `waiting` until that
    // worker takes it: issue 8, item 15 reads "waiting, every gate decided" as "a decision won, a cancel loses".
    await enqueueRun(boss, gate.runId, fromPrisma(transaction));
    return { kind: "decided" };
  });
  if (settled.kind === "refused") return refuseDecision(database, actor, settled.gate ?? { id: gateId, runId: null, callId: null }, body, settled.refusal, log);
  const updated = await database.gate.findUniqueOrThrow({ where: { id: gateId }, include: gateInclude });
  return serializeGate(updated, await databaseViewRedactor(database, actor.organisationId, [updated.run.agent.id]));
}
