import "server-only";
import { fromPrisma } from "pg-boss";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { Database } from "../db";
import { senderBoss } from "../queue/boss";
import { viewRedactorOf } from "../runtime/redact-for-view";
import { secretValuesOf } from "../runtime/prisma-secret-values";
import { enqueueRun } from "../queue/run-queue";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { decideGateStatement, type DecisionStatementRow } from "./decide-gate-statement";
import { decisionRefusal, type DecisionRefusal } from "./gate-decision-refusal";
import { lockGateRun, type LockedGate } from "./lock-gate-run";
import { consoleWarningLog, refuseDecision, type WarningLog } from "./refuse-decision";
import { serializeGate } from "./serialize-gate";

type NotFound = { code: "not_found"; reason: "not_found"; message: string };

type Settled = { kind: "decided"; reply: NonNullable<DecisionStatementRow["decided"]> } | { kind: "refused"; gate: LockedGate | null; refusal: DecisionRefusal | NotFound };

const notFound = (gateId: string): NotFound => ({ code: "not_found", reason: "not_found", message: `No gate ${gateId}.` });

/**
 * CONTRACT.md, Gates: a decision applies to exactly that call of that run. A decision naming another run or
 * call is 409 gate_mismatch; one on a gate whose run ended or was cancelled, or whose call no longer waits,
 * is 409 gate_stale; a second decision is 409 gate_decided. Another organisation's gate is as absent as a
 * made-up id.
 *
 * Issue 16, item 8: a decision that applies is four round trips — BEGIN, the decision's statement
 * (decide-gate-statement.ts: the lock, the gate, its audit event and the reply's rows), the job's insert,
 * COMMIT — and the reply is built from what the statement returned, with no read after the commit.
 */
export async function decideGate(database: Database, principal: UseCasePrincipal, gateId: string, body: GateDecisionBody, log: WarningLog = consoleWarningLog) {
  const now = new Date();
  const boss = await senderBoss();
  // The decision and the job that resumes the run commit together: a decided gate never strands its run.
  const settled = await database.$transaction(async (transaction): Promise<Settled> => {
    let row = await decideGateStatement(transaction, principal, gateId, body, now);
    // Unknown, another organisation's, or a run deleted meanwhile that took its gate with it.
    if (!row) return { kind: "refused", gate: null, refusal: notFound(gateId) };
    if (!row.decided) {
      // Issue 8, item 15: the run's row lock is held now; the gate, its run and its call are read again
      // under it, so the refusal names what the transaction this one waited for committed.
      const gate = await lockGateRun(transaction, principal.organisationId, gateId);
      if (!gate) return { kind: "refused", gate: null, refusal: notFound(gateId) };
      const refusal = decisionRefusal(gate, body);
      if (refusal) return { kind: "refused", gate, refusal };
      // The rows moved between the statement's snapshot and its lock: once more, its snapshot now after the lock.
      row = await decideGateStatement(transaction, principal, gateId, body, now);
      if (!row?.decided) throw new Error(`gate ${gateId}: the decision's statement and decisionRefusal disagree on whether the decision applies`);
    }
    // Issue 9, item 6: the job's insert NOTIFYs a listening worker (run-queue.ts), delivered at this commit,
    // so the run resumes at once rather than at the worker's next poll. The run stays `waiting` until that
    // worker takes it: issue 8, item 15 reads "waiting, every gate decided" as "a decision won, a cancel loses".
    await enqueueRun(boss, row.runId, fromPrisma(transaction));
    return { kind: "decided", reply: row.decided };
  });
  if (settled.kind === "refused") return refuseDecision(database, principal, settled.gate ?? { id: gateId, runId: null, callId: null }, body, settled.refusal, log);
  const { gate, run, decidedBy, ciphertexts } = settled.reply;
  // The organisation's secrets, opened as the views' redactor opens them (redact-for-view.ts).
  return serializeGate({ ...gate, run, decidedBy }, viewRedactorOf(secretValuesOf(ciphertexts)));
}
