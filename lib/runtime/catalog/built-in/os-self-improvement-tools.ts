// Seed "built-in tools", family Self-improvement: recommendations the OS makes about its own tasks, and
// their decisions.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const selfImprovement = { family: "Self-improvement", page: "OS tools", gate: "task", runCallable: true } as const;

const recommendationId = { type: "string", minLength: 1, description: "Id of the recommendation, as listed." };
const recommendationNotFound = toolError("recommendation_not_found", "No recommendation has that id.");

export const osSelfImprovementTools: readonly ToolDefinition[] = [
  {
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
    inputSchema: toolInputSchema({
      view: {
        type: "string",
        enum: ["open", "decided", "issues"],
        default: "open",
        description: "Which recommendations to list; defaults to `open`.",
      },
      limit: limitProperty("recommendations", 100, 20),
    }),
    errors: withCallErrors(),
  },
  {
    ...selfImprovement,
    name: "os.get_recommendation",
    description:
      "Read one recommendation in full: what it proposes, the evidence behind it, its status, its decision and " +
      "its issue's outcome.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ id: recommendationId }, ["id"]),
    errors: withCallErrors(recommendationNotFound),
  },
  {
    ...selfImprovement,
    name: "os.decide_recommendation",
    description:
      "Decide a recommendation: accept it, reject it or defer it, with a note saying why. Deciding it the same " +
      "way again changes nothing. Returns the recommendation with its decision.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        id: recommendationId,
        decision: { type: "string", enum: ["accept", "reject", "defer"], description: "The decision." },
        note: { type: "string", maxLength: 2000, description: "Why, in a sentence or two." },
      },
      ["id", "decision"],
    ),
    errors: withCallErrors(
      recommendationNotFound,
      toolError("recommendation_already_decided", "The recommendation was already decided differently."),
    ),
  },
];
