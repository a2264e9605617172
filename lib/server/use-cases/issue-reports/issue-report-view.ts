import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { IssueReportView } from "@/lib/contracts/issue-report-bodies";
import { emailsByUserId } from "../users/emails-by-user-id";

// One issue report as the Reports page reads it: what an agent reported, or a recommendation accepted, with
// how it ended.

type Reader = Pick<Prisma.TransactionClient, "issueReport" | "user" | "recommendation">;

export const issueReportInclude = { agent: { select: { name: true } } } as const;
type IssueReportRow = Prisma.IssueReportGetPayload<{ include: typeof issueReportInclude }>;

export async function issueReportViews(database: Reader, organisationId: string, reports: readonly IssueReportRow[]): Promise<IssueReportView[]> {
  const emails = await emailsByUserId(database, organisationId, reports.flatMap((report) => [report.reportedById, report.endedById]));
  const filedFrom =
    reports.length === 0
      ? []
      : await database.recommendation.findMany({ where: { organisationId, issueReportId: { in: reports.map((report) => report.id) } }, select: { id: true, issueReportId: true } });
  const recommendationOf = new Map(filedFrom.map((row) => [row.issueReportId, row.id]));
  const emailOf = (userId: string | null) => (userId === null ? null : (emails.get(userId) ?? null));
  return reports.map((report) => ({
    id: report.id,
    agentId: report.agentId,
    agentName: report.agent?.name ?? null,
    runId: report.runId,
    conversationId: report.conversationId,
    title: report.title,
    details: report.details,
    severity: report.severity,
    reportedBy: emailOf(report.reportedById),
    status: report.status,
    outcome: report.outcome,
    endedBy: emailOf(report.endedById),
    endedAt: report.endedAt?.toISOString() ?? null,
    recommendationId: recommendationOf.get(report.id) ?? null,
    createdAt: report.createdAt.toISOString(),
  }));
}
