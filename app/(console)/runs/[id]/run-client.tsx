"use client";
import Link from "next/link";
import { CompareWithPicker } from "@/components/runs/compare-with-picker";
import { RunView } from "@/components/runs/run-view";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { runTitle } from "@/lib/client/run-title";
import { useRun } from "@/lib/client/use-run";

type RunClientProps = { runId: string; canCancel: boolean; canDecideGates: boolean };

export function RunClient({ runId, canCancel, canDecideGates }: RunClientProps) {
  const run = useRun(runId);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <nav aria-label="Breadcrumb" className="text-xs text-slate-500">
        <Link href="/runs" className="hover:text-slate-900 hover:underline">
          Runs
        </Link>
        <span className="mx-1.5">/</span>
        {run.data ? <span>{runTitle(run.data)}</span> : <span className="font-mono">{runId}</span>}
      </nav>
      {run.data ? (
        <>
          {run.error && <ErrorNotice error={run.error} title="The run could not be refreshed; showing what was last read." />}
          <RunView run={run.data} canCancel={canCancel} canDecideGates={canDecideGates} headerActions={<CompareWithPicker run={run.data} />} />
        </>
      ) : run.isError ? (
        <ErrorNotice error={run.error} title="This run could not be loaded." />
      ) : (
        <LoadingState label="Loading the run…" />
      )}
    </div>
  );
}
