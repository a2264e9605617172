import "server-only";
import type { IssueReportView } from "@/lib/contracts/issue-report-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { issueReportInclude, issueReportViews } from "./issue-report-view";

export const ISSUE_REPORT_LIST_LIMIT = 200;

/** What agents reported with report_issue, and the recommendations accepted as issues, newest first. */
export async function listIssueReports(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ issueReports: IssueReportView[] }> {
  const reports = await database.issueReport.findMany({
    where: { organisationId: principal.organisationId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: ISSUE_REPORT_LIST_LIMIT,
    include: issueReportInclude,
  });
  return { issueReports: await issueReportViews(database, principal.organisationId, reports) };
}
