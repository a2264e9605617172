import { z } from "zod";
import { GateDecisionSchema, RunKindSchema, RunStatusSchema } from "./lifecycle-enums";
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

export const ListRunsQuerySchema = z.object({
  status: RunStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

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
