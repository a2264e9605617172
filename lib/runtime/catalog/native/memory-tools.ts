// Seed "tools in a run", What a run offers: memory_write follows the memory binding, and only while the
// agent's memory flag is not false. ONE-PRODUCT "Families that overlap": it writes to the same memory
// store as memory.ask / memory.train, at the layer `agent` (this agent's own, across tasks). Seed "tool
// rules", Batching and Partial failure: several facts in one call; one failed fact keeps the others.

import { toolError, withCallErrors } from "../call-errors";
import { objectSchema, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

export const memoryWriteTools: readonly ToolDefinition[] = [
  {
    name: "memory_write",
    family: "Memory",
    page: "Native tools",
    // Like memory.ask / memory.train, answered before the task's gates are read.
    gate: "never",
    runCallable: true,
    availability: { kind: "binding", binding: "memory", unlessFalse: "memory" },
    description:
      "Remember one to ten durable facts or lessons for your later runs in one call, in your own memory (layer " +
      "`agent`), where memory.ask finds them. Each fact is stored on its own: one that fails does not lose the " +
      "others. Writing the same content again stores it once. Returns each fact's id and status in order.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        facts: {
          type: "array",
          minItems: 1,
          maxItems: 10,
          description: "The facts to remember, one to ten.",
          items: objectSchema(
            {
              content: { type: "string", minLength: 1, maxLength: 4000, description: "The fact or lesson, in plain words." },
              topic: { type: "string", minLength: 1, maxLength: 100, description: "A short label to group it under, e.g. `billing`." },
            },
            ["content"],
          ),
        },
      },
      ["facts"],
    ),
    errors: withCallErrors(toolError("memory_unavailable", "No fact of the call could be stored; a fact that failed beside stored ones is reported in its place.")),
  },
];
