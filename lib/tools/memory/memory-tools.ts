// Seed "built-in tools", family Memory: `memory.ask` and `memory.train` share one memory store with the
// `memory_write` binding tool (ONE-PRODUCT "Families that overlap"). The OS answers them before it reads
// the task's gates (gate "never").

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { askMemory } from "./ask-memory";
import { createMemorySearch } from "./search-memory";
import { trainMemory } from "./train-memory";
import { writeMemory } from "./write-memory";

const memory = { family: "Memory", page: "Memory tools", gate: "never", runCallable: true } as const;

const MEMORY_LAYERS = ["task", "member", "role", "team", "enterprise"] as const;

/** memory.ask also reads `agent`: what the memory_write binding tool stored for this agent (ONE-PRODUCT, one store). */
const MEMORY_ASK_LAYERS = [...MEMORY_LAYERS, "agent"] as const;

export const askMemoryTool = defineTool({
  ...memory,
  name: "memory.ask",
  description:
    "Ask memory one to five questions at once. Returns, for each question, the notes that answer it best, " +
    "each with its layer (task, member, role, team, enterprise, or agent for what memory_write stored) and when it was learned.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    queries: z.array(z.string().min(1).describe("One question, in plain words.")).min(1).max(5).describe("The questions to answer, one to five."),
    layers: z
      .array(z.enum(MEMORY_ASK_LAYERS).describe("A memory layer."))
      .min(1)
      .meta({ uniqueItems: true })
      .describe("Only search these layers; omit to search every layer this run may read.")
      .optional(),
  }),
  errors: withCallErrors(),
  execute: (input, call, { db }) => askMemory(createMemorySearch(db), input, call),
});

export const trainMemoryTool = defineTool({
  ...memory,
  name: "memory.train",
  description:
    "Teach memory one note at a layer: `task` (this task), `member`, `role`, `team` or `enterprise`. " +
    "Returns the stored note's id. Training the same note again stores it once. `task` is always allowed; " +
    "`member` and `role` only on an original task, never a clone; `team` and `enterprise` only when this " +
    "task version grants the layer and `eventId` starts with the granted prefix.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    layer: z.enum(MEMORY_LAYERS).describe("Where the note is kept and who reads it."),
    content: z.string().min(1).max(4000).describe("The note: one durable fact or lesson."),
    eventId: z
      .string()
      .min(1)
      .describe(
        "Id of the source event the note comes from. Needed for `team` and `enterprise`, where it must start " +
          "with the prefix this task version was granted.",
      )
      .optional(),
  }),
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
  execute: trainMemory,
});

// Seed "tools in a run", What a run offers: memory_write follows the memory binding, and only while the
// agent's memory flag is not false; it writes at the layer `agent` (this agent's own, across tasks). Seed
// "tool rules", Batching and Partial failure: several facts in one call; one failed fact keeps the others.
export const memoryWriteTool = defineTool({
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
  input: z.strictObject({
    facts: z
      .array(
        z.strictObject({
          content: z
            .string()
            .min(1)
            .max(4000)
            .refine((text) => text.trim() !== "", "must hold more than spaces")
            .describe("The fact or lesson, in plain words."),
          topic: z.string().min(1).max(100).describe("A short label to group it under, e.g. `billing`.").optional(),
        }),
      )
      .min(1)
      .max(10)
      .describe("The facts to remember, one to ten."),
  }),
  errors: withCallErrors(toolError("memory_unavailable", "No fact of the call could be stored; a fact that failed beside stored ones is reported in its place.")),
  execute: ({ facts }, call, services) => writeMemory(facts, call, services),
});

/** The built-in reference's Memory family. */
export const memoryTools = [askMemoryTool, trainMemoryTool];

/** The memory binding's native tool. */
export const memoryWriteTools = [memoryWriteTool];
