import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateRecommendationBody, EvidenceItem, Recommendation } from "@/lib/contracts/recommendation-bodies";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { recommendationView } from "@/lib/server/recommendations/recommendation-view";

// CONTRACT.md, Recommendations: `POST /v1/recommendations` (admin) adds one by hand, source `admin`. Evidence
// is a sentence or a list of {runId?, text}; a runId must name a run of the organisation, so every link the
// console draws leads somewhere (another organisation's run and a made-up one are refused alike).

function evidenceFromBody(body: CreateRecommendationBody): EvidenceItem[] {
  if (body.evidence === undefined) return [];
  if (typeof body.evidence === "string") return [{ runId: null, text: body.evidence }];
  return body.evidence.map((item) => ({ runId: item.runId ?? null, text: item.text }));
}

async function refuseUnknownRuns(database: Database, organisationId: string, evidence: readonly EvidenceItem[]): Promise<void> {
  const named = [...new Set(evidence.flatMap((item) => (item.runId === null ? [] : [item.runId])))];
  if (named.length === 0) return;
  const found = new Set((await database.run.findMany({ where: { organisationId, id: { in: named } }, select: { id: true } })).map((run) => run.id));
  const details = evidence.flatMap((item, index) =>
    item.runId !== null && !found.has(item.runId) ? [{ path: `evidence.${index}.runId`, message: "No run of this organisation has that id." }] : [],
  );
  if (details.length > 0) throw new AppError("invalid_request", "The evidence names a run that does not exist.", { details });
}

export async function createRecommendation(database: Database, principal: UseCasePrincipal, body: CreateRecommendationBody, now: Date = new Date()): Promise<Recommendation> {
  const evidence = evidenceFromBody(body);
  await refuseUnknownRuns(database, principal.organisationId, evidence);
  const row = await database.recommendation.create({
    data: { organisationId: principal.organisationId, title: body.title, proposal: body.proposal, evidence, source: "admin", createdAt: now },
  });
  return recommendationView(database, principal.organisationId, row);
}
