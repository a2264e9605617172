import { z } from "zod";
import { TROUBLED_CALL_OUTCOMES, type CallOutcome, type TroubledCallOutcome } from "@/lib/runtime/lifecycle/call-outcome";

// Issue 23, item 1: per run, how many of its calls ended in a tool error, a refusal (handed back) or a
// denial — a run can succeed with calls that failed, and the runs list shows them beside its status.

const Count = z.number().int().min(0);

export const TroubledCallsSchema = z.strictObject(
  Object.fromEntries(TROUBLED_CALL_OUTCOMES.map((outcome) => [outcome, Count])) as Record<TroubledCallOutcome, typeof Count>,
);
export type TroubledCalls = z.infer<typeof TroubledCallsSchema>;

export function noTroubledCalls(): TroubledCalls {
  return Object.fromEntries(TROUBLED_CALL_OUTCOMES.map((outcome) => [outcome, 0])) as TroubledCalls;
}

export function isTroubledOutcome(outcome: CallOutcome): outcome is TroubledCallOutcome {
  return (TROUBLED_CALL_OUTCOMES as readonly CallOutcome[]).includes(outcome);
}

/** The counts of one run's calls, from their outcomes (GET /v1/runs/:id reads them off its turns). */
export function countTroubledCalls(outcomes: Iterable<CallOutcome>): TroubledCalls {
  const counts = noTroubledCalls();
  for (const outcome of outcomes) if (isTroubledOutcome(outcome)) counts[outcome] += 1;
  return counts;
}

export function troubledCallTotal(counts: TroubledCalls): number {
  return TROUBLED_CALL_OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
}
