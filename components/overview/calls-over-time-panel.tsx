"use client";
import Link from "next/link";
import { Fragment } from "react";
import type { CallOutcome } from "@/lib/client/api-types";
import type { Overview } from "@/lib/contracts/overview-schemas";
import { runsWithCallsAddress } from "../runs/run-list-params";
import { EmptyState } from "../ui/empty-state";
import { Panel } from "../ui/panel";
import { CallsOverTimeChart } from "./calls-over-time-chart";
import { OUTCOME_LABELS, OUTCOME_STACK } from "./outcome-palette";

const linkClasses = "text-sky-700 underline decoration-sky-300 underline-offset-2 hover:decoration-sky-700";

/**
 * "120 calls: 104 answered, 9 ended in a tool error, 7 refused and handed back" — the chart's figures as one
 * sentence; issue 23, item 1: each count opens the runs behind it (the runs list, filtered by those calls).
 */
function CallsSentence({ overview }: { overview: Overview }) {
  const { calls, window } = overview;
  const address = (outcome: CallOutcome | null) => runsWithCallsAddress({ outcome, from: window.from, to: window.to, agentId: window.agentId });
  const parts = OUTCOME_STACK.filter((outcome) => calls.byOutcome[outcome] > 0);
  return (
    <p data-testid="overview-calls-summary" className="mb-2 text-sm text-slate-600">
      <Link href={address(null)} className={linkClasses} data-testid="overview-calls-total">
        {calls.total} {calls.total === 1 ? "call" : "calls"}
      </Link>
      :{" "}
      {parts.map((outcome, position) => (
        <Fragment key={outcome}>
          {position > 0 && ", "}
          <Link href={address(outcome)} className={linkClasses} data-testid={`overview-calls-${outcome}`} title={`Open the runs with a call that ${OUTCOME_LABELS[outcome]}`}>
            {calls.byOutcome[outcome]} {OUTCOME_LABELS[outcome]}
          </Link>
        </Fragment>
      ))}
      .
    </p>
  );
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
          <CallsSentence overview={overview} />
          <CallsOverTimeChart series={calls.series} bucket={window.bucket} byOutcome={calls.byOutcome} windowEnd={window.to} agentId={window.agentId} />
          <p className="mt-1 text-xs text-slate-500">Click a bar&apos;s colour, or a count above, to open the runs behind it.</p>
        </>
      )}
    </Panel>
  );
}
