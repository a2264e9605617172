// Seed "built-in tools", family Memory: `memory.ask` and `memory.train` share one memory store with the
// `memory_write` binding tool. The OS answers them before it reads the task's gates (gate "never").

import { toolError, withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const memory = { family: "Memory", page: "Memory tools", gate: "never", runCallable: true } as const;

export const MEMORY_LAYERS = ["task", "member", "role", "team", "enterprise"] as const;

/** memory.ask also reads `agent`: what the memory_write binding tool stored for this agent (ONE-PRODUCT, one store). */
export const MEMORY_ASK_LAYERS = [...MEMORY_LAYERS, "agent"] as const;

export const memoryTools: readonly ToolDefinition[] = [
  {
    ...memory,
    name: "memory.ask",
    description:
      "Ask memory one to five questions at once. Returns, for each question, the notes that answer it best, " +
      "each with its layer (task, member, role, team, enterprise, or agent for what memory_write stored) and when it was learned.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        queries: {
          type: "array",
          minItems: 1,
          maxItems: 5,
          items: { type: "string", minLength: 1, description: "One question, in plain words." },
          description: "The questions to answer, one to five.",
        },
        layers: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: { type: "string", enum: [...MEMORY_ASK_LAYERS], description: "A memory layer." },
          description: "Only search these layers; omit to search every layer this run may read.",
        },
      },
      ["queries"],
    ),
    errors: withCallErrors(),
  },
  {
    ...memory,
    name: "memory.train",
    description:
      "Teach memory one note at a layer: `task` (this task), `member`, `role`, `team` or `enterprise`. " +
      "Returns the stored note's id. Training the same note again stores it once. `task` is always allowed; " +
      "`member` and `role` only on an original task, never a clone; `team` and `enterprise` only when this " +
      "task version grants the layer and `eventId` starts with the granted prefix.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        layer: { type: "string", enum: [...MEMORY_LAYERS], description: "Where the note is kept and who reads it." },
        content: { type: "string", minLength: 1, maxLength: 4000, description: "The note: one durable fact or lesson." },
        eventId: {
          type: "string",
          minLength: 1,
          description:
            "Id of the source event the note comes from. Needed for `team` and `enterprise`, where it must start " +
            "with the prefix this task version was granted.",
        },
      },
      ["layer", "content"],
    ),
    // Seed "Gates and grants", memory.train: the layer rules, each refused as a tool error the model can act on.
    errors: withCallErrors(
      toolError("memory_layer_refused_on_clone", "The layer is `member` or `role` and the task is a clone."),
      toolError(
        "memory_layer_not_granted",
        "The layer is `team` or `enterprise` and this task version does not grant it, or the task is a clone.",
      ),
      toolError("memory_event_id_not_granted", "The `eventId` is missing or does not start with the granted prefix."),
      toolError("memory_event_id_reserved", "The `eventId` is reserved (it starts with `team:` or `gate:`)."),
    ),
  },
];
