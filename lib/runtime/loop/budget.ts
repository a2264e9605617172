// Derived, never stored twice: each call whose handler was started costs one call of the budget
// (refused, handed-back and not-run calls cost nothing); unknown names are counted from the calls.

import type { RunSnapshot, RunStateV1 } from "../ports/run-store";

/** The part of the run's state the budget and the iteration cap are counted from. */
export type BudgetState = Pick<RunStateV1, "toolCallBudget" | "retriedAfterTurns">;

/**
 * Issue 18, item 4: the turns the budget and the iteration cap count. A retried run's earlier turns stay its
 * history, but a retry gives it its budget and its cap again from the turn it was retried after.
 */
export function turnsSinceRetry<Turn extends { index: number }>(state: Pick<RunStateV1, "retriedAfterTurns">, turns: readonly Turn[]): readonly Turn[] {
  const from = state.retriedAfterTurns ?? 0;
  return from === 0 ? turns : turns.filter((turn) => turn.index >= from);
}

/** The budget left of `toolCallBudget` once the calls of `turns` (since the last retry) that started are charged. */
export function budgetLeft(state: BudgetState, turns: readonly { index: number; calls: readonly { attempts: number }[] }[]): number {
  const charged = turnsSinceRetry(state, turns).reduce((sum, turn) => sum + turn.calls.filter((call) => call.attempts > 0).length, 0);
  return Math.max(0, state.toolCallBudget - charged);
}

/** Issue 9, item 5: the one source of the budget left; GET /v1/runs/:id serves it derived the same way. */
export function remainingToolCalls(run: RunSnapshot): number {
  return budgetLeft(run.state, run.turns);
}

/** The model turns counted against the iteration cap: those since the last retry. */
export function turnsCounted(run: RunSnapshot): number {
  return turnsSinceRetry(run.state, run.turns).length;
}

/** Unknown names handed back before turn `beforeTurn` (a resumed turn's own recorded calls do not count twice). */
export function unknownNamesHandedBack(run: RunSnapshot, beforeTurn: number = Number.POSITIVE_INFINITY): number {
  return run.turns.filter((turn) => turn.index < beforeTurn).reduce((sum, turn) => sum + turn.calls.filter((call) => call.code === "unknown_tool_name").length, 0);
}
