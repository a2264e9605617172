"use client";
import Link from "next/link";
import { useState } from "react";
import { DEFAULT_OVERVIEW_RANGE, type OverviewRangeId } from "@/lib/client/use-overview-ranges";
import { OverviewDashboard } from "./overview-dashboard";
import { OverviewRangePicker } from "./overview-range-picker";

/** The agent page's overview: the same pictures as /overview, for this agent's runs only. */
export function AgentOverviewPanel({ agentId }: { agentId: string }) {
  const [rangeId, setRangeId] = useState<OverviewRangeId>(DEFAULT_OVERVIEW_RANGE);
  return (
    <section data-testid="agent-overview" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-slate-900">This agent&apos;s calls and gates</h2>
        <div className="flex items-center gap-3">
          <OverviewRangePicker value={rangeId} onChange={setRangeId} />
          <Link href={`/overview?range=${rangeId}&agentId=${encodeURIComponent(agentId)}`} className="text-xs font-medium text-sky-700 hover:underline">
            Open in Overview
          </Link>
        </div>
      </div>
      <OverviewDashboard rangeId={rangeId} agentId={agentId} />
    </section>
  );
}
