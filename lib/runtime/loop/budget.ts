// Derived, never stored twice: each call whose handler was started costs one call of the budget
// (refused, handed-back and not-run calls cost nothing); unknown names are counted from the calls.

import type { RunSnapshot } from "../ports/run-store";

/** The budget left of `toolCallBudget` once the calls of `turns` that started are charged. */
export function budgetLeft(toolCallBudget: number, turns: readonly { calls: readonly { attempts: number }[] }[]): number {
  const charged = turns.reduce((sum, turn) => sum + turn.calls.filter((call) => call.attempts > 0).length, 0);
  return Math.max(0, toolCallBudget - charged);
}

/** Issue 9, item 5: the one source of the budget left; GET /v1/runs/:id serves it derived the same way. */
export function remainingToolCalls(run: RunSnapshot): number {
  return budgetLeft(run.state.toolCallBudget, run.turns);
}

/** Unknown names handed back before turn `beforeTurn` (a resumed turn's own recorded calls do not count twice). */
export function unknownNamesHandedBack(run: RunSnapshot, beforeTurn: number = Number.POSITIVE_INFINITY): number {
  return run.turns.filter((turn) => turn.index < beforeTurn).reduce((sum, turn) => sum + turn.calls.filter((call) => call.code === "unknown_tool_name").length, 0);
}
