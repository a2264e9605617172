import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { GateDecision, GateStatus } from "@/lib/runtime/lifecycle/gate-status";
import { ENDED_RUN_STATUSES, type RunStatus } from "@/lib/runtime/lifecycle/run-status";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { LockedGate } from "./lock-gate-run";
import type { GateRow } from "./serialize-gate";

/**
 * Issue 16, item 8: a decision is on the way from a CEO's click to the resumed call. One statement takes
 * the run's row lock (issue 8, item 15: a decision and a cancel of one run go one after the other), decides
 * the gate only where the decision applies, writes its audit event and returns everything the reply is
 * built from (the decided gate, its run and agent, the decider's email, the organisation's secrets for the
 * redactor): where a transaction of seven statements and five reads after it were.
 *
 * What "applies" means is gate-decision-refusal.ts's rule (decisionRefusal(...) === null), said here once
 * more in SQL because the write must depend on it inside the statement: the names given match, the gate is
 * open, its run has not ended (nor been cancelled) and its call waits. The run's status is read under its
 * lock (the locked row is its latest version); the gate's `open` is rechecked by the UPDATE against the
 * gate's latest version (a cancel that committed while this waited closed it). When the statement decides
 * nothing, the caller reads the three rows again under the lock it now holds and lets decisionRefusal say why.
 */
export type DecisionStatementRow = LockedGate & {
  /** Set when this statement decided the gate: the reply's rows, as they stand after the decision. */
  decided: {
    gate: Omit<GateRow, "run" | "decidedBy">;
    run: GateRow["run"];
    decidedBy: GateRow["decidedBy"];
    ciphertexts: string[];
  } | null;
};

type RawRow = LockedGate & {
  decidedId: string | null;
  tool: string;
  arguments: Prisma.JsonValue;
  summary: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decision: GateDecision | null;
  note: string | null;
  decidedById: string | null;
  organisationId: string;
  runInput: string;
  runExecutionName: string | null;
  agentId: string;
  agentName: string;
  deciderEmail: string | null;
  ciphertexts: string[];
};

export async function decideGateStatement(transaction: Prisma.TransactionClient, principal: UseCasePrincipal, gateId: string, body: GateDecisionBody, now: Date): Promise<DecisionStatementRow | null> {
  const ended = [...ENDED_RUN_STATUSES];
  const [row] = await transaction.$queryRaw<RawRow[]>`
    WITH target AS MATERIALIZED (
      SELECT g.id, g."runId", g."callId", g.status::text AS status, r.status::text AS "runStatus", c.outcome::text AS "callOutcome",
        r.input AS "runInput", r."executionName" AS "runExecutionName", r."agentId"
      FROM "Gate" g JOIN "Run" r ON r.id = g."runId" JOIN "ToolCall" c ON c.id = g."callId"
      WHERE g.id = ${gateId} AND g."organisationId" = ${principal.organisationId}
      FOR UPDATE OF r
    ),
    decided AS (
      UPDATE "Gate" g SET status = 'decided', decision = ${body.decision}::"GateDecision", note = ${body.note ?? null}, "decidedById" = ${principal.userId}, "decidedAt" = ${now}
      FROM target t
      WHERE g.id = t.id AND g.status = 'open'
        AND (${body.runId ?? null}::text IS NULL OR t."runId" = ${body.runId ?? null}::text)
        AND (${body.callId ?? null}::text IS NULL OR t."callId" = ${body.callId ?? null}::text)
        AND t."runStatus" <> ALL(${ended}::text[])
        AND t."callOutcome" = 'waiting'
      RETURNING g.*
    ),
    audited AS (
      INSERT INTO "AuditEvent" ("organisationId", "actorUserId", action, detail, "createdAt")
      SELECT ${principal.organisationId}, ${principal.userId}, 'gate.decided',
        jsonb_build_object('gateId', d.id, 'runId', d."runId", 'callId', d."callId", 'decision', d.decision::text), ${now}
      FROM decided d
    )
    SELECT t.id, t."runId", t."callId", t.status, t."runStatus", t."callOutcome",
      d.id AS "decidedId", d."organisationId", d.tool, d.arguments, d.summary, d."createdAt", d."decidedAt", d.decision::text AS decision, d.note, d."decidedById",
      t."runInput", t."runExecutionName", t."agentId", a.name AS "agentName",
      (SELECT u.email FROM "User" u WHERE u.id = d."decidedById") AS "deciderEmail",
      CASE WHEN d.id IS NULL THEN ARRAY[]::text[] ELSE ARRAY(SELECT s.ciphertext FROM "Secret" s WHERE s."organisationId" = ${principal.organisationId}) END AS ciphertexts
    FROM target t LEFT JOIN decided d ON d.id = t.id JOIN "Agent" a ON a.id = t."agentId"`;
  if (!row) return null;
  const locked: LockedGate = { id: row.id, runId: row.runId, callId: row.callId, status: row.status, runStatus: row.runStatus, callOutcome: row.callOutcome };
  if (row.decidedId === null) return { ...locked, decided: null };
  return {
    ...locked,
    decided: {
      gate: {
        id: row.id,
        organisationId: row.organisationId,
        runId: row.runId,
        callId: row.callId,
        tool: row.tool,
        arguments: row.arguments,
        summary: row.summary,
        status: "decided" satisfies GateStatus,
        decision: row.decision,
        note: row.note,
        decidedById: row.decidedById,
        createdAt: row.createdAt,
        decidedAt: row.decidedAt,
      },
      // The run stays `waiting` until a worker takes it (decide-gate.ts): its status under the lock.
      run: { input: row.runInput, status: row.runStatus as RunStatus, executionName: row.runExecutionName, agent: { id: row.agentId, name: row.agentName } },
      decidedBy: row.deciderEmail === null ? null : { email: row.deciderEmail },
      ciphertexts: row.ciphertexts,
    },
  };
}
