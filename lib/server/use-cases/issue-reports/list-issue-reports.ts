import "server-only";
import type { IssueReportView } from "@/lib/contracts/issue-report-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { emailsByUserId } from "../users/emails-by-user-id";

export const ISSUE_REPORT_LIST_LIMIT = 200;

/** What agents reported with report_issue, newest first. */
export async function listIssueReports(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ issueReports: IssueReportView[] }> {
  const reports = await database.issueReport.findMany({
    where: { organisationId: principal.organisationId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: ISSUE_REPORT_LIST_LIMIT,
    include: { agent: { select: { name: true } } },
  });
  const emails = await emailsByUserId(database, principal.organisationId, reports.map((report) => report.reportedById));
  return {
    issueReports: reports.map((report) => ({
      id: report.id,
      agentId: report.agentId,
      agentName: report.agent.name,
      runId: report.runId,
      conversationId: report.conversationId,
      title: report.title,
      details: report.details,
      severity: report.severity,
      reportedBy: report.reportedById === null ? null : (emails.get(report.reportedById) ?? null),
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
