import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Recommendation } from "@/lib/contracts/recommendation-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { recommendationView } from "@/lib/server/recommendations/recommendation-view";

export const recommendationNotFound = () => new AppError("not_found", "No recommendation has that id.");

export async function getRecommendation(database: Database, principal: Pick<Principal, "organisationId">, id: string): Promise<Recommendation> {
  const row = await database.recommendation.findFirst({ where: { id, organisationId: principal.organisationId } });
  if (row === null) throw recommendationNotFound();
  return recommendationView(database, principal.organisationId, row);
}
