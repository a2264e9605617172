// Seed "running tools" (ADR-246): when any call of a turn is refused for its arguments, nothing of that
// turn runs — no tool, no gate, no budget charge — and a fitting call beside it is answered "Not run".
// A call that fails the run stops the batch the same way. The gate summary's ordering rule is applied
// here, not per call, because it depends on the calls before each one in the batch.

import type { ModelCall } from "../ports";
import { admitCall } from "./admit-call";
import type { AdmissionInput } from "./admission-input";
import type { ArgumentDecision } from "./call-decision";
import { notRunText } from "./refusal-texts";
import { checkGateSummaryOrder, setsGateSummary } from "./check-gate-summary-order";

export type BatchAdmission = { decisions: ArgumentDecision[]; unknownNamesHandedBack: number };

function blocksTurn(decision: ArgumentDecision): boolean {
  return decision.outcome === "run_failed" || (decision.outcome === "handed_back" && decision.code === "arguments_refused");
}

export function admitBatch(calls: readonly ModelCall[], input: AdmissionInput): BatchAdmission {
  let unknown = input.unknownNamesHandedBack;
  let summarySet = input.gateSummarySet ?? false;
  const decisions = calls.map((call) => {
    const decision = checkGateSummaryOrder(admitCall(call, input, unknown), summarySet);
    if (setsGateSummary(decision)) summarySet = true;
    if (decision.outcome === "handed_back" && decision.code === "unknown_tool_name") unknown += 1;
    return decision;
  });
  if (!decisions.some(blocksTurn)) return { decisions, unknownNamesHandedBack: unknown };
  const blocked = decisions.map((decision): ArgumentDecision =>
    decision.outcome === "pending"
      ? { outcome: "not_run", code: "not_run", text: notRunText, tool: decision.definition.name, arguments: decision.arguments }
      : decision,
  );
  return { decisions: blocked, unknownNamesHandedBack: unknown };
}
