// Issue 9, item 3: the one declaration of a call's outcomes (CONTRACT.md, Runs, CallRecord), from which
// Prisma's enum, the zod schemas and the console derive.

/** `pending` is a call recorded but not yet answered (the run is still working on it). */
export const CALL_OUTCOMES = ["pending", "ok", "tool_error", "handed_back", "not_run", "waiting", "denied", "run_failed"] as const;

export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Outcomes of a call its run has not answered yet: a cancel or a decisive gate closes these. */
export const UNANSWERED_CALL_OUTCOMES: readonly CallOutcome[] = ["pending", "waiting"];

/**
 * Issue 23, item 1: the calls a person looks for when a run "succeeded" yet something went wrong in it: the
 * tool failed (the model read the error), the call was refused and handed back, or the CEO denied it.
 */
export const TROUBLED_CALL_OUTCOMES = ["tool_error", "handed_back", "denied"] as const satisfies readonly CallOutcome[];

export type TroubledCallOutcome = (typeof TROUBLED_CALL_OUTCOMES)[number];
