import { z } from "zod";
import { GateDecisionSchema, GateStatusSchema, RunStatusSchema } from "./lifecycle-enums";

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
  mail: GateMailSchema.optional(),
}).meta({ id: "Gate" });
export type Gate = z.infer<typeof GateSchema>;
export type GateDecision = z.infer<typeof GateDecisionSchema>;

export const GateListSchema = z.strictObject({ gates: z.array(GateSchema) });
