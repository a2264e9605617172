// Issue 9, item 3: how a run ends, said once. The loop ends a run as its last turn decides; a cancel and a
// job that exhausted its retries end it from outside the loop, with the failure and texts declared here.

import type { EndedRunStatus } from "./run-status";

export type RunFailure = { code: string; message: string };

export type RunEnding = { status: EndedRunStatus; output?: string; failure?: RunFailure };

/** POST /v1/runs/:id/cancel: the run's failure, and the note on each gate it closes undecided. */
export const cancelledEnding = {
  status: "cancelled",
  failure: { code: "cancelled", message: "The run was cancelled." },
} as const satisfies RunEnding;

/** A run ended as cancelled from outside the loop: a cancel, or a clear with its note. */
export type CancelledEnding = { status: "cancelled"; failure: RunFailure; output?: string };

/** Issue 18, item 4: os.clear_run and POST /v1/runs/:id/clear end a stuck run as cancelled, with the note. */
export function clearedEnding(note: string): CancelledEnding {
  const trimmed = note.trim();
  return { status: "cancelled", failure: { code: "cleared", message: trimmed === "" ? "The run was cleared." : `The run was cleared: ${trimmed}` } };
}

/**
 * What the model would read for a call the cancel closed before it started; the store adds the trailer
 * (`remaining_tool_calls: N`), as for every other refusal (seed "tools in a run", Results, step 4).
 */
export const cancelledCallText = "Not run: the run was cancelled.";

/** A run whose job failed every retry ends failed with a code a person can act on, never "running" for ever. */
export const abandonedEnding = {
  status: "failed",
  failure: { code: "worker_error", message: "The run could not be advanced after repeated attempts; the operational log has the cause." },
} as const satisfies RunEnding;
