import { z } from "zod";
import { ModelCostSchema } from "./model-cost";
import { CallOutcomeSchema, GateDecisionSchema, GateStatusSchema, RunKindSchema, RunStatusSchema } from "./lifecycle-enums";
import { TroubledCallsSchema } from "./troubled-calls";

// CONTRACT.md, Runs: the answers of GET /v1/runs/:id (Run, CallRecord) and GET /v1/runs, field for field,
// plus the fields the console reads (docs/internal-api.md). The server's serializers return these types and
// the console reads them (lib/client/api-types.ts); tests/integration/api/response-shapes.test.ts parses
// real answers with them, strictly, so a field renamed or added by accident fails.

const Timestamp = z.iso.datetime();

export const CallMetadataSchema = z.strictObject({
  tool_name: z.string(),
  duration_ms: z.number(),
  output_filter: z.string().nullable(),
  truncated: z.boolean(),
  original_bytes: z.number().int(),
  stored_bytes: z.number().int(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  exit_code: z.number().int().nullable().optional(),
});
export type CallMetadata = z.infer<typeof CallMetadataSchema>;

/**
 * Issue 12, item 8: a gated call's gate as the timeline shows it: opened when the call began to wait,
 * decided by whom and when, with the note (a cancelled run's gate: status `cancelled`, no decision, no one).
 */
export const CallGateSchema = z.strictObject({
  id: z.string(),
  status: GateStatusSchema,
  decision: GateDecisionSchema.nullable(),
  note: z.string().nullable(),
  /** The deciding user's email; null while open, for a cancelled gate, or when that user is gone. */
  decidedBy: z.string().nullable(),
  createdAt: Timestamp,
  decidedAt: Timestamp.nullable(),
});
export type CallGate = z.infer<typeof CallGateSchema>;

/** Issue 17, item 3: one handler attempt as the loop's event reported it (a retry is a second one). */
export const CallExecutionSchema = z.strictObject({
  attempt: z.number().int(),
  startedAt: Timestamp,
  endedAt: Timestamp,
  outcome: CallOutcomeSchema.extract(["ok", "tool_error"]),
  code: z.string().nullable(),
});
export type CallExecution = z.infer<typeof CallExecutionSchema>;

export const CallRecordSchema = z.strictObject({
  id: z.string(),
  /** As the model called it. */
  name: z.string(),
  /** The canonical name, or null when the name matched no tool. */
  tool: z.string().nullable(),
  /** After repair. */
  arguments: z.unknown(),
  outcome: CallOutcomeSchema,
  code: z.string().nullable(),
  /** Exactly the text the model read, trailer included. */
  result: z.string().nullable(),
  ref: z.string().nullable(),
  gateId: z.string().nullable(),
  repairs: z.array(z.string()).nullable(),
  metadata: CallMetadataSchema,
  /** Issue 12, item 8: the id the model gave the call (turn.model.calls[].id), and when the call was recorded (its turn's commit) and answered (null while open). */
  modelCallId: z.string(),
  recordedAt: Timestamp,
  finishedAt: Timestamp.nullable(),
  /** Issue 17, item 3: the handler's attempts, timed by their events (empty: not run, or recorded before). */
  executions: z.array(CallExecutionSchema).optional(),
  gate: CallGateSchema.nullable(),
  /** Issue 10: non-text media the tool returned (images, audio), stored by ref: GET /v1/media/:id. */
  media: z.array(z.strictObject({ id: z.string(), kind: z.string(), mimeType: z.string(), bytes: z.number().int() })).optional(),
}).meta({ id: "CallRecord" });
export type CallRecord = z.infer<typeof CallRecordSchema>;

/** A call as the model sent it. */
export const ModelCallSchema = z.strictObject({ id: z.string(), name: z.string(), arguments: z.unknown() });
export type ModelCallAsSent = z.infer<typeof ModelCallSchema>;

/** Issue 12, item 8: tokens the provider reported for a model turn; a count it left out is null. */
export const ModelUsageSchema = z.strictObject({ inputTokens: z.number().int().nullable(), outputTokens: z.number().int().nullable() });
export type ModelUsage = z.infer<typeof ModelUsageSchema>;

export const TurnSchema = z.strictObject({
  index: z.number().int(),
  /** When the turn was recorded: just after the model answered (the request began `latencyMs` earlier). */
  startedAt: Timestamp,
  /** How long the model request took; null for turns recorded before it was measured. */
  latencyMs: z.number().int().nullable(),
  /** Issue 17, item 3: the model request's events' times; null for turns recorded before they were kept. */
  modelRequest: z.strictObject({ startedAt: Timestamp, endedAt: Timestamp }).nullable().optional(),
  /** Null when the provider reported no tokens (the scripted model never does). */
  usage: ModelUsageSchema.nullable(),
  model: z.strictObject({ text: z.string(), calls: z.array(ModelCallSchema) }),
  calls: z.array(CallRecordSchema),
});
export type RunTurn = z.infer<typeof TurnSchema>;

export const RunFailureSchema = z.strictObject({ code: z.string(), message: z.string() });
export type RunFailure = z.infer<typeof RunFailureSchema>;

/** os.add_execution_link's links (seed "built-in tools", Execution labels); not fixed by the contract. */
export const ExecutionLinkSchema = z.object({ url: z.string(), label: z.string().nullish(), addedAt: z.string().optional() });
export type ExecutionLink = z.infer<typeof ExecutionLinkSchema>;

/** One run of GET /v1/runs: the fields every view of a run shares. */
export const RunSummarySchema = z.strictObject({
  id: z.string(),
  conversationId: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  taskId: z.string().nullable(),
  /** Issue 12, item 10: the task's name (its current one), so lists show names, not ids. */
  taskName: z.string().nullable(),
  kind: RunKindSchema,
  status: RunStatusSchema,
  failure: RunFailureSchema.nullable(),
  input: z.string(),
  output: z.string().nullable(),
  executionName: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
  /** Issue 12, item 10: from its start (else its creation) to its end; null until it ends. */
  durationMs: z.number().int().nullable(),
  /** Issue 23, item 1: how many of its calls ended in a tool error, were refused and handed back, or denied. */
  troubledCalls: TroubledCallsSchema,
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

/**
 * GET /v1/runs: newest first; `nextCursor` (opaque) is the `before` of the next page, null on the last.
 * A page may hold fewer than `limit` runs and still have a next one (a search hit that is only a secret's
 * value is left out, see lib/server/runs/list-runs.ts).
 */
export const RunListSchema = z.strictObject({ runs: z.array(RunSummarySchema), nextCursor: z.string().nullable() });
export type RunList = z.infer<typeof RunListSchema>;

/** GET /v1/runs/:id. */
export const RunSchema = RunSummarySchema.extend({
  remainingToolCalls: z.number().int(),
  executionLinks: z.array(ExecutionLinkSchema).nullable(),
  startedAt: Timestamp.nullable(),
  turns: z.array(TurnSchema),
  /** Issue 23, item 8: by the MODEL_PRICES table; null without a price for the run's model. */
  cost: ModelCostSchema.nullable(),
}).meta({ id: "Run" });
export type Run = z.infer<typeof RunSchema>;

/** POST /v1/runs → 202. */
export const StartedRunSchema = z.strictObject({ id: z.string(), conversationId: z.string(), status: RunStatusSchema });
export type StartedRun = z.infer<typeof StartedRunSchema>;

/** POST /v1/runs/:id/cancel → 200. */
export const CancelledRunSchema = z.strictObject({ id: z.string(), status: z.literal("cancelled") });
