import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { EndIssueReportBody, IssueReportView } from "@/lib/contracts/issue-report-bodies";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { issueReportInclude, issueReportViews } from "./issue-report-view";

// CONTRACT.md, Recommendations: "an admin ends the issue with PATCH /v1/issue-reports/:id { status, outcome }".
// Ending it the same way again changes nothing; an issue already ended otherwise is a 409 (reopening is not
// offered). The recommendation's stored issueOutcome is left to os.list_recommendations (view `issues`),
// whose side effect is to refresh it (seed "A few reads have a side effect").

export async function endIssueReport(database: Database, principal: UseCasePrincipal, id: string, body: EndIssueReportBody, now: Date = new Date()): Promise<IssueReportView> {
  return database.$transaction(async (transaction) => {
    const locked = await transaction.$queryRaw<{ id: string }[]>`SELECT id FROM "IssueReport" WHERE id = ${id} AND "organisationId" = ${principal.organisationId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("not_found", "No issue report has that id.");
    const report = await transaction.issueReport.findUniqueOrThrow({ where: { id }, include: issueReportInclude });
    if (report.status !== "open") {
      if (report.status === body.status && report.outcome === body.outcome) return (await issueReportViews(transaction, principal.organisationId, [report]))[0];
      throw new AppError("issue_already_ended", `This issue was already ended as ${report.status}; its outcome stands.`, { status: report.status, outcome: report.outcome });
    }
    const ended = await transaction.issueReport.update({
      where: { id },
      data: { status: body.status, outcome: body.outcome, endedById: principal.userId, endedAt: now },
      include: issueReportInclude,
    });
    return (await issueReportViews(transaction, principal.organisationId, [ended]))[0];
  });
}
