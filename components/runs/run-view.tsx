"use client";
import { useState, type ReactNode } from "react";
import type { Run } from "@/lib/client/api-types";
import { isRunLive } from "@/lib/client/run-status";
import { useRunCallDisclosure } from "@/lib/client/use-run-call-disclosure";
import { Panel } from "../ui/panel";
import { CancelRunButton } from "./cancel-run-button";
import { ModelMessagesPanel } from "./model-messages-panel";
import { RunHeader } from "./run-header";
import { RunOfferPanel } from "./run-offer-panel";
import { RunTimeline } from "./run-timeline";
import { callMatches } from "./trace/call-search";
import { RunWaterfall } from "./trace/run-waterfall";

type RunViewProps = { run: Run; headerActions?: ReactNode; canCancel: boolean; canDecideGates: boolean };

/**
 * A run: its header, its trace, its timeline, then what the model was sent at each turn (issue 23, item 3).
 * Used by the run page and by the playground's live panel.
 */
export function RunView({ run, headerActions, canCancel, canDecideGates }: RunViewProps) {
  const [offerOpen, setOfferOpen] = useState(false);
  const [search, setSearch] = useState("");
  const disclosure = useRunCallDisclosure(run);
  const query = search.trim();
  const shown = query === "" ? null : new Set(run.turns.flatMap((turn) => turn.calls).filter((call) => callMatches(call, query)).map((call) => call.id));

  // A row of the trace opens its call's card and brings it into view.
  function selectCall(callId: string) {
    disclosure.setOpen(callId, true);
    requestAnimationFrame(() => document.getElementById(`call-${callId}`)?.scrollIntoView({ behavior: "smooth", block: "start" }));
  }

  return (
    <div className="space-y-4">
      <Panel
        title="Run"
        actions={
          <>
            {headerActions}
            {canCancel && isRunLive(run.status) && <CancelRunButton runId={run.id} />}
          </>
        }
      >
        <RunHeader run={run} />
        <details className="mt-3" onToggle={(event) => setOfferOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900">What the model was offered (latest turn)</summary>
          <div className="mt-2">
            <RunOfferPanel runId={run.id} open={offerOpen} />
          </div>
        </details>
      </Panel>
      {run.turns.length > 0 && (
        <Panel title="Trace" testId="run-trace">
          <RunWaterfall run={run} shown={shown} onSelectCall={selectCall} />
        </Panel>
      )}
      <RunTimeline run={run} canDecideGates={canDecideGates} disclosure={disclosure} search={search} onSearch={setSearch} shown={shown} />
      <ModelMessagesPanel run={run} />
    </div>
  );
}
