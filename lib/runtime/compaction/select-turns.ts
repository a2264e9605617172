// Issue 22: which turns a compaction covers. The oldest go first and always from turn 1 (a later compaction
// folds the earlier summary in), never one of the last turns whose results the prompt still replays (the
// latest turn, read as it came, and the TOOL_RESULT_REPLAY_TURNS before it), and never a turn with a call
// still open (a gate waiting for its decision, a call not answered yet): the range stops before the first.

import type { CompactionRecord, TurnSnapshot } from "../ports/run-store";

export type CompactionRange = { fromTurn: number; toTurn: number };

/** A turn whose calls are all answered and none of which waits at a gate. */
function isClosed(turn: TurnSnapshot): boolean {
  if (turn.calls.length < turn.modelCalls.length) return false;
  return turn.calls.every((call) => call.outcome !== "pending" && call.outcome !== "waiting" && !(call.gate && call.gate.status === "open"));
}

/** The last turn number (1-based) a compaction may cover now; 0 when none. */
export function compactableThrough(turns: readonly TurnSnapshot[], replayWindowTurns: number): number {
  const protectedFrom = turns.length - (replayWindowTurns + 1);
  let through = 0;
  for (let position = 0; position < protectedFrom; position += 1) {
    if (!isClosed(turns[position]!)) break;
    through = position + 1;
  }
  return through;
}

export type PlanInput = {
  turns: readonly TurnSnapshot[];
  latest: CompactionRecord | null;
  replayWindowTurns: number;
  /** Tokens of each turn's messages in the prompt, by position (as replayed now). */
  turnTokens: readonly number[];
  /** Tokens of everything but the turns and the summary: guidance, history, input, tool definitions. */
  fixedTokens: number;
  /** Tokens the current summary message takes (0 when none), and what a new one may take at most. */
  summaryTokens: number;
  summaryAllowance: number;
  limit: number;
  target: number;
};

export type Plan = { kind: "fits"; promptTokens: number } | { kind: "compact"; range: CompactionRange; promptTokens: number; tokensAfter: number } | { kind: "over"; promptTokens: number };

function tokensAfterTurn(turnTokens: readonly number[], through: number): number {
  let sum = 0;
  for (let position = through; position < turnTokens.length; position += 1) sum += turnTokens[position]!;
  return sum;
}

/**
 * The prompt as it stands, and what to compact when it passes the limit: the fewest further turns that bring
 * it under the target, else every turn that may be covered. `over` when nothing more may be covered.
 */
export function planCompaction(input: PlanInput): Plan {
  const coveredNow = input.latest?.toTurn ?? 0;
  const promptTokens = input.fixedTokens + input.summaryTokens + tokensAfterTurn(input.turnTokens, coveredNow);
  if (promptTokens <= input.limit) return { kind: "fits", promptTokens };
  const through = compactableThrough(input.turns, input.replayWindowTurns);
  if (through <= coveredNow) return { kind: "over", promptTokens };
  let toTurn = through;
  for (let candidate = coveredNow + 1; candidate <= through; candidate += 1) {
    if (input.fixedTokens + input.summaryAllowance + tokensAfterTurn(input.turnTokens, candidate) <= input.target) {
      toTurn = candidate;
      break;
    }
  }
  const tokensAfter = input.fixedTokens + input.summaryAllowance + tokensAfterTurn(input.turnTokens, toTurn);
  return { kind: "compact", range: { fromTurn: 1, toTurn }, promptTokens, tokensAfter };
}
