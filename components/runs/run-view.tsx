"use client";
import { useState, type ReactNode } from "react";
import type { Run } from "@/lib/client/api-types";
import { isRunLive } from "@/lib/client/run-status";
import { useTasks } from "@/lib/client/use-tasks";
import { Panel } from "../ui/panel";
import { CancelRunButton } from "./cancel-run-button";
import { RunHeader } from "./run-header";
import { RunOfferPanel } from "./run-offer-panel";
import { RunTimeline } from "./run-timeline";

type RunViewProps = { run: Run; headerActions?: ReactNode; canCancel: boolean; canDecideGates: boolean };

/** A run: its header, then its timeline. Used by the run page and by the playground's live panel. */
export function RunView({ run, headerActions, canCancel, canDecideGates }: RunViewProps) {
  const tasks = useTasks();
  const [offerOpen, setOfferOpen] = useState(false);
  const taskName = tasks.data?.find((task) => task.id === run.taskId)?.name ?? null;
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
        <RunHeader run={run} taskName={taskName} />
        <details className="mt-3" onToggle={(event) => setOfferOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900">What the model was offered (latest turn)</summary>
          <div className="mt-2">
            <RunOfferPanel runId={run.id} open={offerOpen} />
          </div>
        </details>
      </Panel>
      <RunTimeline run={run} canDecideGates={canDecideGates} />
    </div>
  );
}
