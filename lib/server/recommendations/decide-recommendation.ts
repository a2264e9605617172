import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { STATUS_OF_DECISION, type Recommendation, type RecommendationDecision } from "@/lib/contracts/recommendation-bodies";
import type { Database } from "@/lib/server/db";
import { fileRecommendationIssue } from "./file-recommendation-issue";
import { recommendationView, type RecommendationRow } from "./recommendation-view";

// os.decide_recommendation and POST /v1/recommendations/:id/decision: one decision, two doors.
// - The same decision again changes nothing, its first note kept (retry class idempotent).
// - Accepted and rejected are final: another decision is `recommendation_already_decided`.
// - Deferred is "not now": it may later be accepted or rejected (deferring it again changes nothing).
// - Accepting files the recommendation as an issue on the Reports page, in the same transaction.
// Who may decide (an admin or the CEO) is checked by each door before it calls this.

export type DecideInput = {
  organisationId: string;
  id: string;
  decision: RecommendationDecision;
  note: string | null;
  deciderUserId: string;
  now: Date;
};

export type DecideOutcome =
  | { kind: "not_found" }
  | { kind: "already_decided"; recommendation: Recommendation }
  | { kind: "decided"; recommendation: Recommendation; changed: boolean };

const FINAL_STATUSES = new Set(["accepted", "rejected"]);

async function lockedRow(transaction: Prisma.TransactionClient, organisationId: string, id: string): Promise<RecommendationRow | null> {
  // Two deciders at once: the second waits for the first and reads what it wrote.
  const locked = await transaction.$queryRaw<{ id: string }[]>`SELECT id FROM "Recommendation" WHERE id = ${id} AND "organisationId" = ${organisationId} FOR UPDATE`;
  if (locked.length === 0) return null;
  return transaction.recommendation.findUnique({ where: { id } });
}

export async function decideRecommendation(database: Database, input: DecideInput): Promise<DecideOutcome> {
  return database.$transaction(async (transaction) => {
    const row = await lockedRow(transaction, input.organisationId, input.id);
    if (row === null) return { kind: "not_found" };
    if (row.decision === input.decision) return { kind: "decided", changed: false, recommendation: await recommendationView(transaction, input.organisationId, row) };
    if (FINAL_STATUSES.has(row.status)) return { kind: "already_decided", recommendation: await recommendationView(transaction, input.organisationId, row) };
    const issue = input.decision === "accept" ? await fileRecommendationIssue(transaction, row, { acceptedBy: input.deciderUserId, note: input.note, now: input.now }) : null;
    const updated = await transaction.recommendation.update({
      where: { id: row.id },
      data: {
        status: STATUS_OF_DECISION[input.decision],
        decision: input.decision,
        decisionNote: input.note,
        decidedByUserId: input.deciderUserId,
        decidedAt: input.now,
        ...(issue === null ? {} : { issueReportId: issue.id, issueOutcome: { status: issue.status, outcome: issue.outcome, endedAt: issue.endedAt?.toISOString() ?? null } }),
      },
    });
    return { kind: "decided", changed: true, recommendation: await recommendationView(transaction, input.organisationId, updated) };
  });
}
