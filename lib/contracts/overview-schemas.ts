import { z } from "zod";
import { CALL_OUTCOMES, type CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { OVERVIEW_BUCKETS } from "./overview-query";
import { ModelCostSchema } from "./model-cost";

// Issue 12, item 11: the answer of GET /v1/overview (docs/internal-api.md): counts the database aggregated,
// never rows. The console draws them; the API keeps codes and seconds, the console writes the sentences.

/** A failing call: the tool ran and failed (the model read the error), or its failure ended the run. */
export const FAILING_CALL_OUTCOMES = ["tool_error", "run_failed"] as const satisfies readonly CallOutcome[];

/** At most this many tools in `failingTools`, the most failures first. */
export const OVERVIEW_FAILING_TOOLS_LIMIT = 10;

/** The histogram's edges in seconds: under 1 min, 1–5 min, 5–15 min, 15–60 min, 1–4 h, 4–24 h, a day or more. */
export const GATE_WAIT_EDGES_SECONDS = [60, 300, 900, 3_600, 14_400, 86_400] as const;

const Timestamp = z.iso.datetime();
const Count = z.number().int().min(0);

export const OutcomeCountsSchema = z.strictObject(
  Object.fromEntries(CALL_OUTCOMES.map((outcome) => [outcome, Count])) as Record<CallOutcome, typeof Count>,
);
export type OutcomeCounts = z.infer<typeof OutcomeCountsSchema>;

export const OverviewBucketSchema = z.strictObject({
  /** Where the hour or day begins, in the window's time zone. */
  start: Timestamp,
  counts: OutcomeCountsSchema,
});
export type OverviewBucketCounts = z.infer<typeof OverviewBucketSchema>;

export const FailingToolSchema = z.strictObject({
  /** The canonical name, else the name as the model called it. */
  tool: z.string(),
  calls: Count,
  failures: Count,
  codes: z.array(z.strictObject({ code: z.string().nullable(), count: Count })),
});
export type FailingTool = z.infer<typeof FailingToolSchema>;

export const GateWaitBinSchema = z.strictObject({
  fromSeconds: z.number().min(0),
  /** null: the last bin has no upper edge. */
  toSeconds: z.number().nullable(),
  count: Count,
});
export type GateWaitBin = z.infer<typeof GateWaitBinSchema>;

/** Gates opened in the window: how long the decided ones waited, and how many still wait or were cancelled. */
export const GateWaitsSchema = z.strictObject({
  decided: Count,
  approved: Count,
  denied: Count,
  cancelled: Count,
  open: Count,
  oldestOpenSince: Timestamp.nullable(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  histogram: z.array(GateWaitBinSchema),
});
export type GateWaits = z.infer<typeof GateWaitsSchema>;

/**
 * Issue 23, item 8: the model requests of runs created in the window, by the model their ModelSpec names
 * (null: the scripted model), with the tokens reported and, where MODEL_PRICES prices the model, their cost.
 */
export const ModelUsageSchema = z.strictObject({
  provider: z.string(),
  model: z.string().nullable(),
  runs: Count,
  requests: Count,
  inputTokens: Count,
  outputTokens: Count,
  /** null: no price for the model in MODEL_PRICES. */
  cost: ModelCostSchema.nullable(),
});
export type ModelUsage = z.infer<typeof ModelUsageSchema>;

export const OverviewSchema = z.strictObject({
  window: z.strictObject({
    from: Timestamp,
    to: Timestamp,
    bucket: z.enum(OVERVIEW_BUCKETS),
    timeZone: z.string(),
    agentId: z.string().nullable(),
  }),
  calls: z.strictObject({ total: Count, byOutcome: OutcomeCountsSchema, series: z.array(OverviewBucketSchema) }),
  failingTools: z.array(FailingToolSchema),
  gateWaits: GateWaitsSchema,
  models: z.array(ModelUsageSchema),
}).meta({ id: "Overview" });
export type Overview = z.infer<typeof OverviewSchema>;
