"use client";
import { IssueReportsTable } from "@/components/reports/issue-reports-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useIssueReports } from "@/lib/client/use-issue-reports";

export function ReportsClient() {
  const reports = useIssueReports();
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title="Reports" description="Problems agents reported with report_issue during their runs, and recommendations accepted as issues, newest first. An admin ends each with its outcome." />
      {reports.isPending ? (
        <LoadingState label="Loading reports…" />
      ) : reports.isError ? (
        <ErrorNotice error={reports.error} title="The reports could not be loaded." />
      ) : reports.data.length === 0 ? (
        <EmptyState title="No reports yet">An agent files one with report_issue when something stands in its way; accepting a recommendation files one too.</EmptyState>
      ) : (
        <IssueReportsTable reports={reports.data} />
      )}
    </div>
  );
}
