// os.get_recommendation: one recommendation in full, as the console shows it (recommendation-view.ts).

import type { ToolContext } from "@/lib/runtime/ports";
import { recommendationView } from "@/lib/server/recommendations/recommendation-view";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { recommendationNotFound } from "./recommendation-not-found";

export async function getRecommendation({ id }: { id: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const row = await db.recommendation.findFirst({ where: { id, organisationId: context.organisationId } });
  if (row === null) throw recommendationNotFound(id);
  return jsonText(await recommendationView(db, context.organisationId, row));
}
