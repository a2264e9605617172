"use client";
import type { GateWaits } from "@/lib/contracts/overview-schemas";
import { EmptyState } from "../ui/empty-state";
import { Panel } from "../ui/panel";
import { TimeLabel } from "../ui/time-label";
import { GateWaitsChart } from "./gate-waits-chart";
import { formatWait } from "./overview-format";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-[11px] tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd data-testid={testId} className="text-base font-semibold text-slate-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

export function GateWaitsPanel({ gates, rangeLabel }: { gates: GateWaits; rangeLabel: string }) {
  const opened = gates.decided + gates.open + gates.cancelled;
  return (
    <Panel title="Gate waits" testId="overview-gate-waits" actions={<span className="text-xs text-slate-500">open → decided</span>}>
      {opened === 0 ? (
        <EmptyState title={`No gate opened in the last ${rangeLabel}`}>
          When a gated call waits for the CEO, how long the decision took appears here: the median, the slowest tenth and how the waits spread.
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label="median wait" value={gates.medianSeconds === null ? "—" : formatWait(gates.medianSeconds)} testId="gate-wait-median" />
            <Figure label="90% within" value={gates.p90Seconds === null ? "—" : formatWait(gates.p90Seconds)} testId="gate-wait-p90" />
            <Figure label="decided" value={`${gates.decided}`} testId="gate-wait-decided" />
            <Figure label="still open" value={`${gates.open}`} testId="gate-wait-open" />
          </dl>
          <p data-testid="gate-wait-sentence" className="text-xs text-slate-500">
            {gates.decided === 0
              ? "No gate of this window has been decided yet."
              : `${gates.approved} approved, ${gates.denied} denied`}
            {gates.cancelled > 0 && `; ${gates.cancelled} closed by a cancelled run`}
            {gates.oldestOpenSince && (
              <>
                ; the oldest open gate has waited since <TimeLabel iso={gates.oldestOpenSince} />
              </>
            )}
            .
          </p>
          {gates.decided > 0 && <GateWaitsChart histogram={gates.histogram} />}
        </div>
      )}
    </Panel>
  );
}
