// Seed "built-in tools", Gates and grants: "`os.set_gate_summary` must be called before
// `github.merge_pull_request`, `os.mail_reply`, which is handed back until it is." The CEO decides such a
// call on the summary, so a call that would reach the CEO without one is refused before anything runs.

import type { ArgumentDecision } from "./call-decision";

export const GATE_SUMMARY_TOOL = "os.set_gate_summary";

export const TOOLS_NEEDING_GATE_SUMMARY: readonly string[] = ["github.merge_pull_request", "os.mail_reply"];

export function needsGateSummary(tool: string): boolean {
  return TOOLS_NEEDING_GATE_SUMMARY.includes(tool);
}

export function gateSummaryRequiredText(tool: string): string {
  return `ERROR: call ${GATE_SUMMARY_TOOL} before ${tool}; the CEO decides on that summary`;
}

/**
 * The decision after the ordering rule. `summarySet` is true once an earlier turn's `os.set_gate_summary`
 * was answered ok, or an earlier call of the same batch is an admitted one (calls of a turn run in order).
 */
export function checkGateSummaryOrder(decision: ArgumentDecision, summarySet: boolean): ArgumentDecision {
  if (decision.outcome !== "pending" || summarySet || !needsGateSummary(decision.definition.name)) return decision;
  const tool = decision.definition.name;
  return { outcome: "handed_back", code: "gate_summary_required", text: gateSummaryRequiredText(tool), tool, arguments: decision.arguments };
}

/** An admitted `os.set_gate_summary` sets the summary for the calls after it in the batch. */
export function setsGateSummary(decision: ArgumentDecision): boolean {
  return decision.outcome === "pending" && decision.definition.name === GATE_SUMMARY_TOOL;
}
