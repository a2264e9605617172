// Issue 18, self-improvement: when run history is a pattern worth a recommendation (CONTRACT.md,
// Recommendations: "a tool failing with one code again and again, a gate always approved, runs ending on
// their budget"). Every threshold in one place; observe-ended-run.ts reads them.

/** How far back "recent" runs reach. */
export const RECOMMENDATION_WINDOW_DAYS = 7;

/** Calls of one tool that ended as tool errors with one code, in recent runs, before the OS recommends. */
export const REPEATED_TOOL_ERROR_CALLS = 3;

/** Gate decisions on one task's tool, every one an approval, before the OS proposes dropping the gate. */
export const ALWAYS_APPROVED_GATE_DECISIONS = 5;

/** How many of the latest decisions on that gate are read: one denial among them keeps the gate. */
export const GATE_DECISIONS_READ = 20;

/** Recent runs of one agent and task that ended on their budget, before the OS recommends raising it. */
export const BUDGET_ENDED_RUNS = 3;

/** Runs a recommendation's evidence names at most (the newest). */
export const EVIDENCE_RUNS_MAX = 10;

export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECOMMENDATION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}
