"use client";
import type { Overview } from "@/lib/contracts/overview-schemas";
import { EmptyState } from "../ui/empty-state";
import { Panel } from "../ui/panel";
import { CallsOverTimeChart } from "./calls-over-time-chart";
import { OUTCOME_LABELS, OUTCOME_STACK } from "./outcome-palette";

/** "120 calls: 104 answered, 9 ended in a tool error, 7 refused and handed back" — the chart's figures as one sentence. */
function callsSentence(calls: Overview["calls"]): string {
  const parts = OUTCOME_STACK.filter((outcome) => calls.byOutcome[outcome] > 0).map((outcome) => `${calls.byOutcome[outcome]} ${OUTCOME_LABELS[outcome]}`);
  return `${calls.total} ${calls.total === 1 ? "call" : "calls"}: ${parts.join(", ")}`;
}

export function CallsOverTimePanel({ overview, rangeLabel }: { overview: Overview; rangeLabel: string }) {
  const { calls, window } = overview;
  return (
    <Panel title="Tool calls over time" testId="overview-calls" actions={<span className="text-xs text-slate-500">by {window.bucket}, {window.timeZone}</span>}>
      {calls.total === 0 ? (
        <EmptyState title={`No tool calls in the last ${rangeLabel}`}>
          When runs call tools, each {window.bucket}&apos;s calls appear here as a bar, coloured by how they ended: answered, failed, refused or
          waiting at a gate.
        </EmptyState>
      ) : (
        <>
          <p data-testid="overview-calls-summary" className="mb-2 text-sm text-slate-600">
            {callsSentence(calls)}.
          </p>
          <CallsOverTimeChart series={calls.series} bucket={window.bucket} byOutcome={calls.byOutcome} />
        </>
      )}
    </Panel>
  );
}
