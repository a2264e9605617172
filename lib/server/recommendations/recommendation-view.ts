import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { IssueStatus } from "@/lib/contracts/issue-report-bodies";
import { RECOMMENDATION_DECISIONS, RECOMMENDATION_SOURCES, type EvidenceItem, type Recommendation, type RecommendationDecision, type RecommendationSource } from "@/lib/contracts/recommendation-bodies";
import { emailsByUserId } from "@/lib/server/use-cases/users/emails-by-user-id";

// CONTRACT.md, Recommendations: one recommendation as the API, the console and os.get_recommendation show it.
// Its `issue` is read live from the issue report (the stored `issueOutcome` is what the `issues` view of
// os.list_recommendations last read, see settle-issues.ts).

export type RecommendationRow = Prisma.RecommendationGetPayload<object>;
type IssueRow = { id: string; status: IssueStatus; outcome: string | null; endedAt: Date | null };

/** The client or a transaction: what the views read. */
export type Reader = Pick<Prisma.TransactionClient, "issueReport" | "user">;

/** Evidence as stored: `[{"runId"?, "text"}]`; anything else in the column is left out rather than trusted. */
export function evidenceOf(stored: Prisma.JsonValue): EvidenceItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    if (item === null || typeof item !== "object" || Array.isArray(item) || typeof item.text !== "string") return [];
    return [{ runId: typeof item.runId === "string" ? item.runId : null, text: item.text }];
  });
}

const isDecision = (value: string | null): value is RecommendationDecision => (RECOMMENDATION_DECISIONS as readonly (string | null)[]).includes(value);
const sourceOf = (value: string): RecommendationSource => ((RECOMMENDATION_SOURCES as readonly string[]).includes(value) ? (value as RecommendationSource) : "os");

function viewOf(row: RecommendationRow, issues: ReadonlyMap<string, IssueRow>, emails: ReadonlyMap<string, string>): Recommendation {
  const issue = row.issueReportId === null ? undefined : issues.get(row.issueReportId);
  return {
    id: row.id,
    title: row.title,
    proposal: row.proposal,
    evidence: evidenceOf(row.evidence),
    source: sourceOf(row.source),
    status: row.status,
    decision:
      isDecision(row.decision) && row.decidedAt !== null
        ? { decision: row.decision, note: row.decisionNote, decidedBy: row.decidedByUserId === null ? null : (emails.get(row.decidedByUserId) ?? null), decidedAt: row.decidedAt.toISOString() }
        : null,
    issue: issue === undefined ? null : { id: issue.id, status: issue.status, outcome: issue.outcome, endedAt: issue.endedAt?.toISOString() ?? null },
    agentId: row.agentId,
    runId: row.runId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The views of `rows`, in their order: their issues and deciders read in one query each. */
export async function recommendationViews(database: Reader, organisationId: string, rows: readonly RecommendationRow[]): Promise<Recommendation[]> {
  const issueIds = rows.flatMap((row) => (row.issueReportId === null ? [] : [row.issueReportId]));
  const issues =
    issueIds.length === 0
      ? []
      : await database.issueReport.findMany({ where: { organisationId, id: { in: issueIds } }, select: { id: true, status: true, outcome: true, endedAt: true } });
  const emails = await emailsByUserId(database, organisationId, rows.map((row) => row.decidedByUserId));
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  return rows.map((row) => viewOf(row, byId, emails));
}

export async function recommendationView(database: Reader, organisationId: string, row: RecommendationRow): Promise<Recommendation> {
  const [view] = await recommendationViews(database, organisationId, [row]);
  return view;
}
