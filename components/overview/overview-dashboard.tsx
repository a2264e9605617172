"use client";
import { useOverview } from "@/lib/client/use-overview";
import { overviewRange, type OverviewRangeId } from "@/lib/client/use-overview-ranges";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { CallsOverTimePanel } from "./calls-over-time-panel";
import { FailingToolsPanel } from "./failing-tools-panel";
import { GateWaitsPanel } from "./gate-waits-panel";
import { ModelCostsPanel } from "./model-costs-panel";

type OverviewDashboardProps = { rangeId: OverviewRangeId; agentId: string | null };

/** The pictures of GET /v1/overview for one window, the organisation's or one agent's. */
export function OverviewDashboard({ rangeId, agentId }: OverviewDashboardProps) {
  const range = overviewRange(rangeId);
  const overview = useOverview(range, agentId);
  if (overview.isPending) return <LoadingState label="Counting calls and gates…" />;
  if (overview.isError) return <ErrorNotice error={overview.error} title="The overview could not be loaded." />;
  return (
    <div data-testid="overview-dashboard" className="space-y-5">
      <CallsOverTimePanel overview={overview.data} rangeLabel={range.label} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <FailingToolsPanel tools={overview.data.failingTools} rangeLabel={range.label} />
        <GateWaitsPanel gates={overview.data.gateWaits} rangeLabel={range.label} />
      </div>
      <ModelCostsPanel models={overview.data.models} rangeLabel={range.label} />
    </div>
  );
}
