import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { mayDecideRecommendations, type DecideRecommendationBody, type Recommendation } from "@/lib/contracts/recommendation-bodies";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { decideRecommendation as decide } from "@/lib/server/recommendations/decide-recommendation";
import { recommendationNotFound } from "./get-recommendation";

/** POST /v1/recommendations/:id/decision: the console's Accept, Reject and Defer (an admin or the CEO). */
export async function decideRecommendation(database: Database, principal: UseCasePrincipal, id: string, body: DecideRecommendationBody, now: Date = new Date()): Promise<Recommendation> {
  if (!mayDecideRecommendations(principal.roles)) throw new AppError("forbidden", "Only an admin or the CEO decides recommendations.");
  const outcome = await decide(database, { organisationId: principal.organisationId, id, decision: body.decision, note: body.note?.trim() || null, deciderUserId: principal.userId, now });
  if (outcome.kind === "not_found") throw recommendationNotFound();
  if (outcome.kind === "already_decided") {
    throw new AppError("recommendation_already_decided", `This recommendation was already ${outcome.recommendation.status}; that decision stands.`, { recommendation: outcome.recommendation });
  }
  return outcome.recommendation;
}
