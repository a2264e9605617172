import { z } from "zod";
import { CallOutcomeSchema, GateDecisionSchema, RunKindSchema, RunStatusSchema } from "./lifecycle-enums";
import { ModelSpecSchema } from "./model-spec";

// CONTRACT.md, Runs: the body of POST /v1/runs.
export const CreateRunBodySchema = z.strictObject({
  agentId: z.string().min(1, "agentId is required"),
  taskId: z.string().min(1).nullish(),
  conversationId: z.string().min(1).nullish(),
  kind: RunKindSchema.default("direct"),
  input: z.string().max(200_000, "input is longer than 200000 characters"),
  model: ModelSpecSchema,
});
export type CreateRunBody = z.infer<typeof CreateRunBodySchema>;

/** A query parameter left empty (`?q=`) is the same as one left out. */
const optionalText = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

// CONTRACT.md, Curation and people: GET /v1/runs?agentId=&taskId=&status=&kind=&q=&before=&limit= filters and
// pages with a keyset (`before`, lib/server/runs/run-list-cursor.ts); `from`/`to` bound the creation time;
// `callOutcome`/`callsFrom`/`callsTo` (issue 23) keep runs with a call that ended so, recorded in that window.
export const ListRunsQuerySchema = z.object({
  agentId: optionalText(z.string().max(200)),
  taskId: optionalText(z.string().max(200)),
  status: optionalText(RunStatusSchema),
  kind: optionalText(RunKindSchema),
  // Trigram indexes answer a search of three characters or more (the migration of issue 12, item 10).
  q: optionalText(z.string().trim().min(3, "Search for at least 3 characters.").max(200, "Search for at most 200 characters.")),
  from: optionalText(z.iso.datetime({ offset: true, message: "Give a time such as 2026-12-01T00:00:00Z." })),
  to: optionalText(z.iso.datetime({ offset: true, message: "Give a time such as 2026-12-01T00:00:00Z." })),
  // Issue 23, item 1: runs with at least one call that ended so, and/or recorded in [callsFrom, callsTo).
  callOutcome: optionalText(CallOutcomeSchema),
  callsFrom: optionalText(z.iso.datetime({ offset: true, message: "Give a time such as 2026-12-01T00:00:00Z." })),
  callsTo: optionalText(z.iso.datetime({ offset: true, message: "Give a time such as 2026-12-01T00:00:00Z." })),
  before: optionalText(z.string().max(300)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), { path: ["to"], message: "Give a time after from." })
  .refine((query) => !query.callsFrom || !query.callsTo || Date.parse(query.callsFrom) < Date.parse(query.callsTo), {
    path: ["callsTo"],
    message: "Give a time after callsFrom.",
  });
export type ListRunsQuery = z.infer<typeof ListRunsQuerySchema>;

// CONTRACT.md, Gates: "A decision applies to exactly that call of that run". A client may name the run and
// call it decides, and a decision naming others is refused (409 gate_mismatch) rather than applied.
export const GateDecisionBodySchema = z.strictObject({
  decision: GateDecisionSchema,
  note: z.string().max(4000).nullish(),
  runId: z.string().min(1).optional(),
  callId: z.string().min(1).optional(),
});
export type GateDecisionBody = z.infer<typeof GateDecisionBodySchema>;

export const ListGatesQuerySchema = z.object({ status: z.enum(["open", "decided"]).optional() });

// CONTRACT.md, Playground.
export const InvokeToolBodySchema = z.strictObject({
  agentId: z.string().min(1, "agentId is required"),
  tool: z.string().min(1, "tool is required"),
  arguments: z.unknown().optional(),
  conversationId: z.string().min(1).nullish(),
  taskId: z.string().min(1).nullish(),
});
export type InvokeToolBody = z.infer<typeof InvokeToolBodySchema>;
