// Seed "built-in tools", Gates and grants: the summary the CEO decides on is what the run's latest ok
// `os.set_gate_summary` call set. It is derived from the call rows, never stored twice: setting it again
// is simply a later row, so it replaces the earlier one.

import { GATE_SUMMARY_TOOL } from "../admission/check-gate-summary-order";
import type { CallSnapshot, RunSnapshot } from "../ports/run-store";

/** The summary a call set, or null when it is not an ok `os.set_gate_summary` with a non-blank summary. */
export function summarySetBy(call: Pick<CallSnapshot, "tool" | "outcome" | "arguments">): string | null {
  if (call.tool !== GATE_SUMMARY_TOOL || call.outcome !== "ok") return null;
  const { arguments: input } = call;
  const summary = typeof input === "object" && input !== null ? (input as Record<string, unknown>).summary : undefined;
  // The handler answers the trimmed text, so the gate shows exactly what the model was told is set.
  return typeof summary === "string" && summary.trim() !== "" ? summary.trim() : null;
}

/** The run's latest summary from the turns before `beforeTurn` (every turn by default), or null. */
export function latestGateSummary(run: RunSnapshot, beforeTurn: number = Number.POSITIVE_INFINITY): string | null {
  // Read from the latest call back: the first summary found is the latest one (asked every step).
  const turns = inIndexOrder(run.turns);
  for (let turnPosition = turns.length - 1; turnPosition >= 0; turnPosition -= 1) {
    const turn = turns[turnPosition];
    if (turn.index >= beforeTurn) continue;
    const calls = inIndexOrder(turn.calls);
    for (let callPosition = calls.length - 1; callPosition >= 0; callPosition -= 1) {
      const summary = summarySetBy(calls[callPosition]);
      if (summary !== null) return summary;
    }
  }
  return null;
}

/** The rows by index: as they are when already in order (as the stores return them), else a sorted copy. */
function inIndexOrder<Row extends { index: number }>(rows: readonly Row[]): readonly Row[] {
  for (let position = 1; position < rows.length; position += 1) {
    if (rows[position - 1].index > rows[position].index) return [...rows].sort((a, b) => a.index - b.index);
  }
  return rows;
}
