"use client";
import { BriefCard } from "@/components/briefs/brief-card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useBriefs } from "@/lib/client/use-briefs";

export function BriefsClient() {
  const briefs = useBriefs();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader title="Briefs" description="The daily briefs agents filed for the CEO with os.file_daily_brief, newest first." />
      {briefs.isPending ? (
        <LoadingState label="Loading briefs…" />
      ) : briefs.isError ? (
        <ErrorNotice error={briefs.error} title="The briefs could not be loaded." />
      ) : briefs.data.length === 0 ? (
        <EmptyState title="No briefs yet">
          An agent files one with os.file_daily_brief: give a task that tool and run it, on a schedule for a brief every day.
        </EmptyState>
      ) : (
        <div data-testid="briefs" className="space-y-4">
          {briefs.data.map((brief) => (
            <BriefCard key={brief.id} brief={brief} />
          ))}
        </div>
      )}
    </div>
  );
}
