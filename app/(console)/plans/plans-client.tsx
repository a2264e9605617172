"use client";
import { PlansTable } from "@/components/plans/plans-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { usePlans } from "@/lib/client/use-plans";

export function PlansClient() {
  const plans = usePlans();
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader title="Plans" description="Plans agents keep with os.write_plan, by name; each write of new content is another version." />
      {plans.isPending ? (
        <LoadingState label="Loading plans…" />
      ) : plans.isError ? (
        <ErrorNotice error={plans.error} title="The plans could not be loaded." />
      ) : plans.data.length === 0 ? (
        <EmptyState title="No plans yet">An agent writes one with os.write_plan: give a task that tool and run it.</EmptyState>
      ) : (
        <PlansTable plans={plans.data} />
      )}
    </div>
  );
}
