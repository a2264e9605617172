// Seed "tool rules": a made-up id and another organisation's get the same answer, naming only what was asked.

import { ToolError } from "@/lib/runtime/ports";

export function recommendationNotFound(id: string): ToolError {
  return new ToolError(
    "recommendation_not_found",
    `No recommendation has the id ${JSON.stringify(id)}: list them with os.list_recommendations and use an id it gives.`,
  );
}
