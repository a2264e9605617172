"use client";
import { useState } from "react";
import { NewRecommendationForm } from "@/components/recommendations/new-recommendation-form";
import { RecommendationCard } from "@/components/recommendations/recommendation-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { STATUSES_OF_VIEW } from "@/lib/contracts/recommendation-bodies";
import { useRecommendations } from "@/lib/client/use-recommendations";

type Tab = "open" | "decided";

export function RecommendationsClient({ canDecide, canAdd }: { canDecide: boolean; canAdd: boolean }) {
  const [tab, setTab] = useState<Tab>("open");
  const [adding, setAdding] = useState(false);
  const recommendations = useRecommendations();
  const of = (view: Tab) => (recommendations.data ?? []).filter((row) => (STATUSES_OF_VIEW[view] as readonly string[]).includes(row.status));
  const shown = of(tab);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title="Recommendations"
        description="What the OS saw in its runs, what agents reported and what admins proposed. An admin or the CEO decides; an accepted one is filed as an issue on the Reports page."
        actions={
          canAdd && !adding ? (
            <Button onClick={() => setAdding(true)} data-testid="new-recommendation">
              Add a recommendation
            </Button>
          ) : null
        }
      />
      {adding && <NewRecommendationForm onClose={() => setAdding(false)} />}
      <SegmentedControl
        label="Recommendations"
        value={tab}
        onChange={setTab}
        segments={[
          { value: "open", label: "Awaiting a decision", count: recommendations.data ? of("open").length : undefined, testId: "recommendations-tab-open" },
          { value: "decided", label: "Decided", count: recommendations.data ? of("decided").length : undefined, testId: "recommendations-tab-decided" },
        ]}
      />
      {recommendations.isPending ? (
        <LoadingState label="Loading recommendations…" />
      ) : recommendations.isError ? (
        <ErrorNotice error={recommendations.error} title="The recommendations could not be loaded." />
      ) : shown.length === 0 ? (
        <EmptyState title={tab === "open" ? "Nothing awaits a decision" : "No recommendation has been decided yet"}>
          {tab === "open"
            ? "The OS recommends when runs show a pattern (a tool failing the same way, a gate always approved, runs ending on their budget), and agents propose with report_issue."
            : null}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {shown.map((recommendation) => (
            <RecommendationCard key={recommendation.id} recommendation={recommendation} canDecide={canDecide} />
          ))}
        </div>
      )}
    </div>
  );
}
