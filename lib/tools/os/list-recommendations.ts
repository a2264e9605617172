// os.list_recommendations: the enterprise's recommendations in one view, newest first. View `open` is those
// awaiting a decision (deferred ones included: they may still be accepted), `decided` the accepted and
// rejected, `issues` the accepted ones filed as issues — and that view's side effect (settle-issues.ts).

import type { ToolContext } from "@/lib/runtime/ports";
import { STATUSES_OF_VIEW, type RecommendationView } from "@/lib/contracts/recommendation-bodies";
import { settleIssues } from "@/lib/server/recommendations/settle-issues";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";

type ListInput = { view: RecommendationView; limit: number };

export async function listRecommendations({ view, limit }: ListInput, context: ToolContext, { db }: ToolServices): Promise<string> {
  const settled = view === "issues" ? await settleIssues(db, context.organisationId, context.agentId) : null;
  const rows = await db.recommendation.findMany({
    where: { organisationId: context.organisationId, status: { in: [...STATUSES_OF_VIEW[view]] }, ...(view === "issues" ? { issueReportId: { not: null } } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, title: true, status: true, issueOutcome: true },
  });
  const head = { view, count: rows.length, ...(settled === null ? {} : { settled }) };
  return compactJsonList(head, "recommendations", rows);
}
