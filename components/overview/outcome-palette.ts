import type { CallOutcome } from "@/lib/client/api-types";

// The outcomes as the overview draws them: the colours follow the outcome chips of a run's timeline
// (components/runs/call-outcome-chip.tsx), answered green, failures warm, refusals grey.

/** Bottom of the stack first: the calls that answered, then what went wrong, then what is still open. */
export const OUTCOME_STACK: readonly CallOutcome[] = ["ok", "tool_error", "run_failed", "denied", "handed_back", "not_run", "waiting", "pending"];

export const OUTCOME_COLOURS: Record<CallOutcome, string> = {
  ok: "#10b981",
  tool_error: "#f59e0b",
  run_failed: "#b91c1c",
  denied: "#e11d48",
  handed_back: "#94a3b8",
  not_run: "#cbd5e1",
  waiting: "#0ea5e9",
  pending: "#e2e8f0",
};

/** Read after a count ("2 ended in a tool error") and alone, in the legend. */
export const OUTCOME_LABELS: Record<CallOutcome, string> = {
  ok: "answered",
  tool_error: "ended in a tool error",
  run_failed: "failed the run",
  denied: "denied at a gate",
  handed_back: "refused and handed back",
  not_run: "not run",
  waiting: "waiting at a gate",
  pending: "not answered yet",
};
