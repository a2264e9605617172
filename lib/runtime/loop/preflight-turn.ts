// Some refusals need the world but must come before anything of the batch acts — seed "tool rules",
// Exporting stored text: a bad export is "refused before any file in the batch is written". A preflight
// (a port the server fills) checks a fresh turn's admitted calls; what it refuses is answered before any
// call of the turn runs, and nothing of it is charged.

import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { LoopDependencies } from "./loop-dependencies";
import type { CallSnapshot, RunSnapshot, TurnSnapshot } from "./run-snapshot";


const untouched: readonly CallSnapshot["outcome"][] = ["pending", "handed_back", "not_run"];

/** Answers the calls the preflight refuses; returns the turn's calls as now stored. */
export async function preflightTurn(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, remaining: number): Promise<CallSnapshot[]> {
  // Only a turn nothing of which has started: once a call acted, the batch is past the point of refusing.
  if (!deps.preflight || turn.calls.some((call) => call.attempts > 0 || !untouched.includes(call.outcome))) {
    return turn.calls;
  }
  const pending = turn.calls.filter((call) => call.outcome === "pending" && call.tool !== null);
  if (pending.length === 0) return turn.calls;
  const calls = pending.map((call) => ({ index: call.index, tool: call.tool as string, arguments: (call.arguments ?? {}) as Record<string, unknown> }));
  const answers = await deps.preflight({ organisationId: run.organisationId, agentId: run.agentId, conversationId: run.conversationId, runId: run.id }, calls);
  if (answers.size === 0) return turn.calls;
  const updated: CallSnapshot[] = [];
  for (const call of turn.calls) {
    const answer = answers.get(call.index);
    if (!answer || call.outcome !== "pending") {
      updated.push(call);
      continue;
    }
    const result = appendTrailer(answer.text, remaining, deps.limits.lowBudgetThreshold);
    await deps.store.updateCall(call.id, { outcome: answer.outcome, code: answer.code, result, metadata: unansweredMetadata(call.tool ?? "", answer.code, result) });
    updated.push({ ...call, outcome: answer.outcome, code: answer.code, result });
  }
  return updated;
}
