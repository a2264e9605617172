import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { GateDecisionBody } from "@/lib/contracts/run-bodies";
import type { Database } from "../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { DecisionRefusal } from "./gate-decision-refusal";

export type RefusedGate = { id: string; runId: string | null; callId: string | null };

/** A refused decision goes on the operational log as one JSON line, beside the audit trail. */
export type WarningLog = (line: string) => void;

export const consoleWarningLog: WarningLog = (line) => console.warn(line);

/**
 * Every refused decision is kept twice: an AuditEvent people can read in the organisation's trail, and a
 * line on the operational log for whoever runs the installation. Then the refusal is thrown as the answer.
 */
export async function refuseDecision(
  database: Database,
  principal: UseCasePrincipal,
  gate: RefusedGate,
  body: GateDecisionBody,
  refusal: DecisionRefusal | { code: "not_found"; reason: string; message: string },
  log: WarningLog = consoleWarningLog,
): Promise<never> {
  const detail = {
    gateId: gate.id,
    runId: gate.runId,
    callId: gate.callId,
    decision: body.decision,
    reason: refusal.reason,
    code: refusal.code,
    ...(body.runId === undefined ? {} : { namedRunId: body.runId }),
    ...(body.callId === undefined ? {} : { namedCallId: body.callId }),
  };
  // The organisation's audit page shows its events (issue 23, item 7): a gate not found may be another
  // organisation's, so its ids stay in the log line below and out of the organisation's record.
  const recorded = refusal.code === "not_found" ? { decision: detail.decision, reason: detail.reason, code: detail.code } : detail;
  await database.auditEvent.create({
    data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "gate.decision_refused", detail: recorded },
  });
  log(JSON.stringify({ level: "warn", event: "gate.decision_refused", organisationId: principal.organisationId, actorUserId: principal.userId, ...detail }));
  throw new AppError(refusal.code, refusal.message, { gateId: gate.id });
}
