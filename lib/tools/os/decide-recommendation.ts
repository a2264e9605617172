// os.decide_recommendation: an admin's or the CEO's decision, taken in a run that acts for them. An editor's
// run is refused before any id is read (so the refusal says nothing of what exists). The rules of the
// decision itself are the console's too (lib/server/recommendations/decide-recommendation.ts).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { mayDecideRecommendations, type RecommendationDecision } from "@/lib/contracts/recommendation-bodies";
import { decideRecommendation as decide } from "@/lib/server/recommendations/decide-recommendation";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { NOT_PERMITTED, requireActingUser } from "../require-acting-user";
import { recommendationNotFound } from "./recommendation-not-found";

type DecideInput = { id: string; decision: RecommendationDecision; note?: string };

export async function decideRecommendation({ id, decision, note }: DecideInput, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const deciderUserId = requireActingUser(context, "decides as");
  if (!mayDecideRecommendations(context.actingUserRoles)) {
    throw new ToolError(NOT_PERMITTED, "only an admin or the CEO decides recommendations, and the user who started this run is neither, so nothing was decided");
  }
  const outcome = await decide(db, { organisationId: context.organisationId, id, decision, note: note ?? null, deciderUserId, now: now() });
  if (outcome.kind === "not_found") throw recommendationNotFound(id);
  if (outcome.kind === "already_decided") {
    const earlier = outcome.recommendation.decision?.decision ?? outcome.recommendation.status;
    throw new ToolError("recommendation_already_decided", `the recommendation ${JSON.stringify(id)} was already decided (${earlier}), and that decision stands; read it with os.get_recommendation`);
  }
  return jsonText(outcome.recommendation);
}
