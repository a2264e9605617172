// Admission's decisions as the rows recorded with their turn (issue 9, item 5: one commit holds the turn,
// every call's decision and the start of a first call that is unsafe to repeat). The loop goes on from
// the snapshots built here, so nothing it just wrote is read back.

import { isAdmitted } from "../admission/call-decision";
import type { TurnAdmission } from "../admission/decide-turn";
import type { RunFailure } from "../lifecycle/run-ending";
import type { ModelCall } from "../ports";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { CallSnapshot, NewCall } from "../ports/run-store";

export type TurnCalls = {
  rows: NewCall[];
  /** Set when a call fails the run: the run ends in the same commit. */
  failure: RunFailure | null;
  /** The index of the call recorded as started (write-ahead), or null. */
  startedIndex: number | null;
};

/** The rows of the calls at `indexes` (every call of a new turn; the missing ones of a resumed turn). */
export function turnCalls(modelCalls: readonly ModelCall[], admission: TurnAdmission, lowBudgetThreshold: number, indexes: ReadonlySet<number>): TurnCalls {
  let failure: RunFailure | null = null;
  for (const decision of admission.decisions) {
    if (decision.outcome === "run_failed") failure ??= { code: decision.code, message: decision.text.replace(/^ERROR: /, "") };
  }
  // Write-ahead (seed "tool rules", Retries), as admission decided it: the first call to run, when a repeat
  // would act again, is marked started in the same commit as its turn, so a worker that dies while it runs
  // never repeats it.
  const first = admission.decisions.findIndex(isAdmitted);
  const firstDecision = admission.decisions[first];
  const startedIndex = failure === null && firstDecision?.outcome === "pending" && firstDecision.writeAhead && indexes.has(first) ? first : null;
  const rows = admission.decisions.flatMap((decision, index): NewCall[] => {
    if (!indexes.has(index)) return [];
    const sent = modelCalls[index];
    const admitted = isAdmitted(decision);
    const text = admitted ? null : appendTrailer(decision.text, admission.remainingAt[index], lowBudgetThreshold);
    const tool = admitted ? decision.definition.name : decision.tool;
    const code = admitted ? null : decision.code;
    return [
      {
        index,
        modelCallId: sent.id,
        name: sent.name,
        rawArguments: typeof sent.arguments === "string" ? sent.arguments : null,
        // A call admitted to wait is recorded pending: its gate opens as the turn is settled, in the one
        // write that marks it waiting, so no resume finds a waiting call without its gate.
        outcome: decision.outcome === "waiting" ? "pending" : decision.outcome,
        code,
        tool,
        arguments: decision.arguments,
        // A call refused after repair keeps the repairs beside the repaired arguments it was judged on.
        repairs: "repairs" in decision ? (decision.repairs ?? []) : [],
        result: text,
        ref: null,
        metadata: unansweredMetadata(tool ?? sent.name, code, text, index === startedIndex ? 1 : 0),
      },
    ];
  });
  return { rows, failure, startedIndex };
}

/** The snapshot of a recorded row; a started mark is not yet a charge the loop has counted (attempts 0). */
export function callSnapshotOf(row: NewCall, id: string): CallSnapshot {
  return {
    id,
    index: row.index,
    modelCallId: row.modelCallId,
    name: row.name,
    tool: row.tool,
    arguments: row.arguments,
    outcome: row.outcome,
    code: row.code,
    result: row.result,
    ref: null,
    storedBytes: row.metadata.stored_bytes,
    attempts: 0,
    gate: null,
  };
}
