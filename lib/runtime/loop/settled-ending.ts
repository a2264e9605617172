// How a run ends is decided by rows the loop has already written: a call that failed the run, a call of an
// always-gated tool that the CEO decided, a turn the model ended in text. Reading it back from the rows
// means a worker that dies after such a write and before the run's own status leaves nothing undone:
// the next worker ends the run the same way instead of asking the model again.

import type { Catalog } from "../ports";
import { withoutTrailer } from "../results/trailer";
import type { RunSnapshot, TurnSnapshot } from "../ports/run-store";

export type Ending = { kind: "ended"; status: "succeeded" | "failed"; output?: string; failure?: { code: string; message: string } };

export function settledEnding(run: RunSnapshot, last: TurnSnapshot | undefined, catalog: Catalog): Ending | null {
  if (!last) return null;
  // Issue 18, item 4: a retried run goes on past the turn that ended it; that ending is history now.
  if (last.index < (run.state.retriedAfterTurns ?? 0)) return null;
  if (last.modelCalls.length === 0) return { kind: "ended", status: "succeeded", output: last.modelText };
  const failed = last.calls.find((call) => call.outcome === "run_failed");
  if (failed) {
    const message = withoutTrailer(failed.result ?? "").replace(/^ERROR: /, "");
    return { kind: "ended", status: "failed", failure: { code: failed.code ?? "run_failed", message } };
  }
  return decidedGateEnding(last, catalog)?.ending ?? null;
}

/** Seed "built-in tools": an always-gated tool's run ends on the CEO's decision — the call that decided it. */
export function decidedGateEnding(turn: TurnSnapshot, catalog: Catalog): { index: number; ending: Ending } | null {
  for (const call of [...turn.calls].sort((a, b) => a.index - b.index)) {
    if (!call.tool || catalog.get(call.tool)?.gate !== "always") continue;
    if (call.outcome === "denied") {
      return { index: call.index, ending: { kind: "ended", status: "failed", failure: { code: "gate_denied", message: `The CEO denied ${call.tool}.` } } };
    }
    if (call.outcome === "ok" || call.outcome === "tool_error") {
      return { index: call.index, ending: { kind: "ended", status: "succeeded", output: withoutTrailer(call.result ?? "") } };
    }
  }
  return null;
}
