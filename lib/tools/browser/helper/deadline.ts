// The helper's time: the runner kills it when the call's budget is spent, so every wait inside it is cut to
// what is left, with a margin to write its answer (a clear `timed_out` beats a killed process).

const ANSWER_MARGIN_MS = 750;

export type Deadline = {
  /** Milliseconds left before the answer must be written. */
  left(): number;
  /** A timeout for one step: `wanted`, or what is left when that is less (at least 1 ms: 0 means "none" to Playwright). */
  step(wanted: number): number;
};

export function deadlineIn(budgetMs: number, now: () => number = Date.now): Deadline {
  const end = now() + Math.max(0, budgetMs - ANSWER_MARGIN_MS);
  const left = () => Math.max(1, end - now());
  return { left, step: (wanted) => Math.max(1, Math.min(wanted, left())) };
}
