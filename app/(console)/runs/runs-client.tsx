"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { OpenRefBox } from "@/components/runs/open-ref-box";
import { RunStatusFilter } from "@/components/runs/run-status-filter";
import { RunsTable } from "@/components/runs/runs-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import type { RunStatus } from "@/lib/client/api-types";
import { useRuns } from "@/lib/client/use-runs";

export function RunsClient({ initialStatus }: { initialStatus: RunStatus | null }) {
  const router = useRouter();
  const [status, setStatus] = useState<RunStatus | null>(initialStatus);
  const runs = useRuns(status);

  function changeStatus(next: RunStatus | null) {
    setStatus(next);
    router.replace(next ? `/runs?status=${next}` : "/runs", { scroll: false });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title="Runs"
        description="Every run of your organisation, newest first. Open one for its timeline."
        actions={runs.isFetching && !runs.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      <RunStatusFilter value={status} onChange={changeStatus} />
      {runs.isPending ? (
        <LoadingState label="Loading runs…" />
      ) : runs.isError ? (
        <ErrorNotice error={runs.error} title="The runs could not be loaded." />
      ) : runs.data.length === 0 ? (
        <EmptyState title={status ? `No ${status} runs` : "No runs yet"}>Start one in the Playground.</EmptyState>
      ) : (
        <RunsTable runs={runs.data} />
      )}
      <Panel title="Open a ref">
        <OpenRefBox />
      </Panel>
    </div>
  );
}
