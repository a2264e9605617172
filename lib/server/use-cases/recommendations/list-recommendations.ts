import "server-only";
import type { Recommendation, RecommendationStatus } from "@/lib/contracts/recommendation-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { recommendationViews } from "@/lib/server/recommendations/recommendation-view";

export const RECOMMENDATION_LIST_LIMIT = 200;

/** GET /v1/recommendations: newest first, optionally of one status. Reading changes nothing here. */
export async function listRecommendations(database: Database, principal: Pick<Principal, "organisationId">, query: { status?: RecommendationStatus }): Promise<{ recommendations: Recommendation[] }> {
  const rows = await database.recommendation.findMany({
    where: { organisationId: principal.organisationId, ...(query.status === undefined ? {} : { status: query.status }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECOMMENDATION_LIST_LIMIT,
  });
  return { recommendations: await recommendationViews(database, principal.organisationId, rows) };
}
