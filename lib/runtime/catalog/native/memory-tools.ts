// Seed "tools in a run", What a run offers: memory_write follows the memory binding, and only while the
// agent's memory flag is not false. ONE-PRODUCT "Families that overlap": it writes to the same memory
// store as memory.ask / memory.train, at the layer `agent` (this agent's own, across tasks).

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
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
      "Remember one durable fact or lesson for your later runs, in your own memory (layer `agent`), where memory.ask " +
      "finds it. Writing the same content again stores it once. Returns the stored memory's id.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        content: { type: "string", minLength: 1, maxLength: 4000, description: "The fact or lesson, in plain words." },
        topic: { type: "string", minLength: 1, maxLength: 100, description: "A short label to group it under, e.g. `billing`." },
      },
      ["content"],
    ),
    errors: withCallErrors(),
  },
];
