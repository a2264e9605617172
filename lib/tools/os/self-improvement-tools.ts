// Seed "built-in tools", family Self-improvement: recommendations the OS makes about its own tasks, and
// their decisions (CONTRACT.md, Recommendations).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { decideRecommendation } from "./decide-recommendation";
import { getRecommendation } from "./get-recommendation";
import { listRecommendations } from "./list-recommendations";

const selfImprovement = { family: "Self-improvement", page: "OS tools", gate: "task", runCallable: true } as const;

const recommendationId = z.string().min(1).describe("Id of the recommendation, as listed.");
const recommendationNotFound = toolError("recommendation_not_found", "No recommendation has that id.");

export const listRecommendationsTool = defineTool({
  ...selfImprovement,
  name: "os.list_recommendations",
  description:
    "List recommendations for improving the enterprise's tasks, newest first. View `open` lists those awaiting " +
    "a decision, `decided` those decided, and `issues` those filed as issues with each issue's outcome. " +
    "Returns each recommendation's id, title, status and issue outcome.",
  access: "read",
  retry: "safe",
  // Seed "Read and write": a read with a side effect says so.
  sideEffect:
    "View `issues` refreshes `issueOutcome` on recommendations whose issue was still open, and returns what " +
    "ended since the last call as `settled`.",
  input: z.strictObject({
    view: z
      .enum(["open", "decided", "issues"])
      .default("open")
      .describe("Which recommendations to list; defaults to `open`."),
    limit: limitInput("recommendations", 100, 20),
  }),
  errors: withCallErrors(),
  execute: listRecommendations,
});

export const getRecommendationTool = defineTool({
  ...selfImprovement,
  name: "os.get_recommendation",
  description:
    "Read one recommendation in full: what it proposes, the evidence behind it, its status, its decision and " +
    "its issue's outcome.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ id: recommendationId }),
  errors: withCallErrors(recommendationNotFound),
  execute: getRecommendation,
});

export const decideRecommendationTool = defineTool({
  ...selfImprovement,
  name: "os.decide_recommendation",
  description:
    "Decide a recommendation: accept it, reject it or defer it, with a note saying why. Deciding it the same " +
    "way again changes nothing. Returns the recommendation with its decision.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    id: recommendationId,
    decision: z.enum(["accept", "reject", "defer"]).describe("The decision."),
    note: z.string().max(2000).describe("Why, in a sentence or two.").optional(),
  }),
  errors: withCallErrors(
    recommendationNotFound,
    toolError("recommendation_already_decided", "The recommendation was already decided differently."),
  ),
  execute: decideRecommendation,
});

export const selfImprovementTools = [listRecommendationsTool, getRecommendationTool, decideRecommendationTool];
