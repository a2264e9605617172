"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { OverviewAgentPicker } from "@/components/overview/overview-agent-picker";
import { OverviewDashboard } from "@/components/overview/overview-dashboard";
import { OverviewRangePicker } from "@/components/overview/overview-range-picker";
import { PageHeader } from "@/components/ui/page-header";
import type { OverviewRangeId } from "@/lib/client/use-overview-ranges";

type OverviewClientProps = { initialRange: OverviewRangeId; initialAgentId: string | null };

export function OverviewClient({ initialRange, initialAgentId }: OverviewClientProps) {
  const router = useRouter();
  const [rangeId, setRangeId] = useState(initialRange);
  const [agentId, setAgentId] = useState(initialAgentId);

  // The choice lives in the address, so an overview can be shared or reloaded as it was.
  function choose(next: { rangeId: OverviewRangeId; agentId: string | null }) {
    setRangeId(next.rangeId);
    setAgentId(next.agentId);
    const search = new URLSearchParams({ range: next.rangeId });
    if (next.agentId) search.set("agentId", next.agentId);
    router.replace(`/overview?${search}`, { scroll: false });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Overview"
        description="How tool calls ended over time, which tools failed most, and how long gates waited for a decision."
        actions={<OverviewAgentPicker value={agentId} onChange={(next) => choose({ rangeId, agentId: next })} />}
      />
      <OverviewRangePicker value={rangeId} onChange={(next) => choose({ rangeId: next, agentId })} />
      <OverviewDashboard rangeId={rangeId} agentId={agentId} />
    </div>
  );
}
