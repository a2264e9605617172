// Issue 23, item 8: two runs of one task side by side — what each called, how each call ended, how long it
// took, and what each answered. Calls are aligned by their place in the run (the n-th call of one beside the
// n-th of the other), and a row says where the two part ways: another tool, or the same tool ending otherwise.
import type { CallRecord, Run } from "@/lib/contracts/run-schemas";
import { troubledCallTotal } from "@/lib/contracts/troubled-calls";

export type ComparedCall = { turn: number; name: string; outcome: CallRecord["outcome"]; code: string | null; durationMs: number };

export type ComparisonRow = {
  position: number;
  left: ComparedCall | null;
  right: ComparedCall | null;
  /** same: the same tool, ending the same way; outcome: the same tool, ending otherwise; tool: another tool, or one run has no call here. */
  difference: "same" | "outcome" | "tool";
};

export type RunFacts = { status: Run["status"]; durationMs: number | null; calls: number; troubled: number; inputTokens: number; outputTokens: number; usd: number | null };

function callsOf(run: Run): ComparedCall[] {
  return run.turns.flatMap((turn) =>
    turn.calls.map((call) => ({ turn: turn.index, name: call.tool ?? call.name, outcome: call.outcome, code: call.code, durationMs: call.metadata.duration_ms })),
  );
}

function differenceOf(left: ComparedCall | null, right: ComparedCall | null): ComparisonRow["difference"] {
  if (left === null || right === null || left.name !== right.name) return "tool";
  return left.outcome === right.outcome && left.code === right.code ? "same" : "outcome";
}

/** The calls of both runs, row by row in order. */
export function compareCalls(left: Run, right: Run): ComparisonRow[] {
  const a = callsOf(left);
  const b = callsOf(right);
  return Array.from({ length: Math.max(a.length, b.length) }, (_, position) => {
    const l = a[position] ?? null;
    const r = b[position] ?? null;
    return { position, left: l, right: r, difference: differenceOf(l, r) };
  });
}

/** A run's figures for the header of the comparison. */
export function runFacts(run: Run): RunFacts {
  const calls = callsOf(run);
  return {
    status: run.status,
    durationMs: run.durationMs,
    calls: calls.length,
    // The one count of calls that went wrong (tool error, refused, denied): the runs list's Calls column's (issue 23, item 1).
    troubled: troubledCallTotal(run.troubledCalls),
    inputTokens: run.turns.reduce((sum, turn) => sum + (turn.usage?.inputTokens ?? 0), 0),
    outputTokens: run.turns.reduce((sum, turn) => sum + (turn.usage?.outputTokens ?? 0), 0),
    usd: run.cost?.usd ?? null,
  };
}

/** The first position where the runs part ways, or null when every call matches. */
export function firstDivergence(rows: readonly ComparisonRow[]): number | null {
  return rows.find((row) => row.difference !== "same")?.position ?? null;
}
