// Derived, never stored twice: each call whose handler was started costs one call of the budget
// (refused, handed-back and not-run calls cost nothing); unknown names are counted from the calls.

import type { RunSnapshot } from "./run-snapshot";

export function remainingToolCalls(run: RunSnapshot): number {
  const charged = run.turns.reduce((sum, turn) => sum + turn.calls.filter((call) => call.attempts > 0).length, 0);
  return Math.max(0, run.state.toolCallBudget - charged);
}

export function unknownNamesHandedBack(run: RunSnapshot): number {
  return run.turns.reduce((sum, turn) => sum + turn.calls.filter((call) => call.code === "unknown_tool_name").length, 0);
}
