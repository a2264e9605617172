"use client";
import { KpiBoardTable } from "@/components/kpis/kpi-board-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useKpiBoard } from "@/lib/client/use-kpi-board";

export function KpisClient() {
  const board = useKpiBoard();
  const offTrack = board.data?.filter((kpi) => kpi.offTrack).length ?? 0;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="KPIs"
        description="Every KPI of the enterprise, its teams and its roles, with its target, latest reading and trend. Off-track KPIs come first."
        actions={
          board.data && board.data.length > 0 ? (
            <p data-testid="kpi-summary" className="text-sm text-slate-600">
              {board.data.length} KPI{board.data.length === 1 ? "" : "s"} ·{" "}
              <span className={offTrack > 0 ? "font-semibold text-red-700" : "text-emerald-700"}>{offTrack} off track</span>
            </p>
          ) : undefined
        }
      />
      {board.isPending ? (
        <LoadingState label="Loading KPIs…" />
      ) : board.isError ? (
        <ErrorNotice error={board.error} title="The KPIs could not be loaded." />
      ) : board.data.length === 0 ? (
        <EmptyState title="No KPIs yet">
          Runs put them here with the KPI tools: <code>os.set_enterprise_kpis</code> and <code>os.set_team_kpis</code> set a list,{" "}
          <code>role.define_kpi</code> adds a role&apos;s own, and <code>os.record_kpi_reading</code> or <code>kpi.record_reading</code> records
          readings. Declare them on a task an agent runs.
        </EmptyState>
      ) : (
        <KpiBoardTable kpis={board.data} />
      )}
    </div>
  );
}
