import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RecommendationIssue } from "@/lib/contracts/recommendation-bodies";
import type { Database } from "@/lib/server/db";

// Seed "A few reads have a side effect", os.list_recommendations: view `issues` "refreshes `issueOutcome` on
// recommendations whose issue was still open, and returns what ended since the last call as `settled`" —
// since THAT AGENT's previous such call (CONTRACT.md). The agent's cursor is the latest `endedAt` it was
// handed (RecommendationIssueCursor), not the clock of the call: an issue ended after the call read is
// handed at the next one, and the tool's clock and the console's never have to agree.

/** Issues handed back per call at most, oldest ended first; the rest come at the next call. */
export const SETTLED_PER_CALL_MAX = 100;

export type SettledIssue = { id: string; title: string; issue: RecommendationIssue };

const storedOutcome = (issue: { status: string; outcome: string | null; endedAt: Date | null }) => ({ status: issue.status, outcome: issue.outcome, endedAt: issue.endedAt?.toISOString() ?? null });

/** issueOutcome of every recommendation whose issue was open when last read, written again from its issue. */
async function refreshOutcomes(transaction: Prisma.TransactionClient, organisationId: string): Promise<void> {
  const stale = await transaction.recommendation.findMany({
    where: {
      organisationId,
      issueReportId: { not: null },
      OR: [{ issueOutcome: { equals: Prisma.DbNull } }, { issueOutcome: { path: ["status"], equals: "open" } }],
    },
    select: { id: true, issueReportId: true },
  });
  const ids = stale.flatMap((row) => (row.issueReportId === null ? [] : [row.issueReportId]));
  if (ids.length === 0) return;
  const ended = await transaction.issueReport.findMany({ where: { organisationId, id: { in: ids }, status: { not: "open" } }, select: { id: true, status: true, outcome: true, endedAt: true } });
  const byIssue = new Map(ended.map((issue) => [issue.id, issue]));
  for (const row of stale) {
    const issue = row.issueReportId === null ? undefined : byIssue.get(row.issueReportId);
    if (issue) await transaction.recommendation.update({ where: { id: row.id }, data: { issueOutcome: storedOutcome(issue) } });
  }
}

/** The recommendations' issues that ended since this agent's cursor, oldest first; the cursor moves past them. */
async function settledSince(transaction: Prisma.TransactionClient, organisationId: string, agentId: string): Promise<SettledIssue[]> {
  const key = { organisationId_agentId: { organisationId, agentId } };
  const cursor = await transaction.recommendationIssueCursor.findUnique({ where: key });
  const filed = await transaction.recommendation.findMany({ where: { organisationId, issueReportId: { not: null } }, select: { id: true, title: true, issueReportId: true } });
  if (filed.length === 0) return [];
  const ended = await transaction.issueReport.findMany({
    where: { organisationId, id: { in: filed.map((row) => row.issueReportId as string) }, status: { not: "open" }, endedAt: cursor === null ? { not: null } : { gt: cursor.readAt } },
    orderBy: [{ endedAt: "asc" }, { id: "asc" }],
    take: SETTLED_PER_CALL_MAX,
    select: { id: true, status: true, outcome: true, endedAt: true },
  });
  const last = ended.at(-1);
  if (last?.endedAt) await transaction.recommendationIssueCursor.upsert({ where: key, create: { organisationId, agentId, readAt: last.endedAt }, update: { readAt: last.endedAt } });
  const recommendationOf = new Map(filed.map((row) => [row.issueReportId, row]));
  return ended.flatMap((issue) => {
    const recommendation = recommendationOf.get(issue.id);
    return recommendation ? [{ id: recommendation.id, title: recommendation.title, issue: { id: issue.id, status: issue.status, outcome: issue.outcome, endedAt: issue.endedAt?.toISOString() ?? null } }] : [];
  });
}

/** The side effect of the `issues` view, in one transaction per agent (two calls at once hand an issue once). */
export async function settleIssues(database: Database, organisationId: string, agentId: string): Promise<SettledIssue[]> {
  return database.$transaction(async (transaction) => {
    await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`recommendation_issues:${organisationId}:${agentId}`}, 0))`;
    await refreshOutcomes(transaction, organisationId);
    return (await settledSince(transaction, organisationId, agentId)).reverse();
  });
}
