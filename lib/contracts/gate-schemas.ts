import { z } from "zod";
import { CallOutcomeSchema, GateDecisionSchema, GateStatusSchema, RunStatusSchema } from "./lifecycle-enums";
import { ToolInfoSchema } from "./tool-info-schemas";

// CONTRACT.md, Gates: the Gate of GET /v1/gates and POST /v1/gates/:id/decision, plus who decided and the
// run context the portal shows beside each gate (docs/internal-api.md).

/** The run a gate holds, as the portal shows it. */
export const GateRunSchema = z.strictObject({
  input: z.string(),
  status: RunStatusSchema,
  executionName: z.string().nullable(),
  agentId: z.string(),
  agentName: z.string(),
});

/**
 * Issue 23, item 2: what the CEO needs to decide an open gate — what the tool does, who started the run with
 * which agent and task version, the steps before the gate (a compact trace), and for a write what it sets.
 */
export const GateContextSchema = z.strictObject({
  tool: z.strictObject({
    /** The description the model was offered (a connector's own for its tools); null when none is known. */
    description: z.string().nullable(),
    access: ToolInfoSchema.shape.access.nullable(),
    retry: ToolInfoSchema.shape.retry.nullable(),
    source: z.enum(["built-in", "native", "agent", "unknown"]),
  }),
  /** The email of the user the run acts for; null for a run with no acting user. */
  startedBy: z.string().nullable(),
  task: z.strictObject({ name: z.string(), version: z.number().int().nullable() }).nullable(),
  /** The last calls before the gated one, oldest first (at most GATE_STEPS_SHOWN). */
  steps: z.array(z.strictObject({ turn: z.number().int(), tool: z.string(), outcome: CallOutcomeSchema, code: z.string().nullable() })),
  /** How many calls came before the gated one in all (steps may show fewer). */
  stepsBefore: z.number().int(),
  /** For a write: each top-level argument the call sets, its value as compact JSON (redacted). Null for a read. */
  change: z.array(z.strictObject({ field: z.string(), value: z.string() })).nullable(),
}).meta({ id: "GateContext" });
export type GateContext = z.infer<typeof GateContextSchema>;

/**
 * Issue 19 (CONTRACT.md "Mail"): a gated mail call (os.mail_reply, os.mail_send, os.escalate_mail) shows the
 * whole message as it will go, and for a reply the message it answers. An escalation without a suggested
 * reply sends nothing: `message` is null.
 */
export const GateMailSchema = z.strictObject({
  message: z
    .strictObject({ from: z.string(), to: z.array(z.string()), cc: z.array(z.string()), subject: z.string(), body: z.string() })
    .nullable(),
  answers: z
    .strictObject({ thread: z.string(), subject: z.string(), from: z.string(), sentAt: z.iso.datetime(), text: z.string() })
    .nullable(),
  reason: z.string().nullable().describe("An escalation's reason."),
  problem: z.string().nullable().describe("Why the message cannot be shown (its thread is gone)."),
});
export type GateMail = z.infer<typeof GateMailSchema>;

export const GateSchema = z.strictObject({
  id: z.string(),
  runId: z.string(),
  callId: z.string(),
  tool: z.string(),
  arguments: z.unknown(),
  summary: z.string().nullable(),
  /** `cancelled`: the run was cancelled while the gate was open; no decision, no decider. */
  status: GateStatusSchema,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decision: GateDecisionSchema.nullable(),
  note: z.string().nullable(),
  /** The decider's email. */
  decidedBy: z.string().nullable(),
  run: GateRunSchema,
  /** Open gates only (GET /v1/gates): what the portal shows to decide it. */
  context: GateContextSchema.optional(),
  mail: GateMailSchema.optional(),
}).meta({ id: "Gate" });
export type Gate = z.infer<typeof GateSchema>;
export type GateDecision = z.infer<typeof GateDecisionSchema>;

export const GateListSchema = z.strictObject({ gates: z.array(GateSchema) });
