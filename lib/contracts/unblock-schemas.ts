import { z } from "zod";
import { RunStatusSchema } from "./lifecycle-enums";

// Issue 18, items 2 and 4 (CONTRACT.md, Blockers): the bodies of POST /v1/runs/:id/{retry,route,clear,escalate},
// what they answer, the run's timeline events (GET /v1/runs/:id/events) and GET /v1/blockers. The OS tools
// answer the same shapes (lib/tools/os/company-state-tools.ts).

const Timestamp = z.iso.datetime();
const Note = z.string().max(2000, "note is at most 2000 characters");
const RequiredNote = Note.refine((note) => note.trim() !== "", "note is required: say why, for the people who read the run's timeline");

export const RetryRunBodySchema = z.strictObject({ note: Note.optional() });
export type RetryRunBody = z.infer<typeof RetryRunBodySchema>;

export const RouteRunBodySchema = z.strictObject({
  to: z.string().min(1, "to is required: the id of a member (person or agent) or a job role"),
  note: Note.optional(),
});
export type RouteRunBody = z.infer<typeof RouteRunBodySchema>;

export const ClearRunBodySchema = z.strictObject({ note: RequiredNote });
export type ClearRunBody = z.infer<typeof ClearRunBodySchema>;

export const EscalateRunBodySchema = z.strictObject({ note: RequiredNote });
export type EscalateRunBody = z.infer<typeof EscalateRunBodySchema>;

export const RunOwnerSchema = z.strictObject({
  kind: z.enum(["user", "agent", "role"]),
  id: z.string(),
  name: z.string(),
});

export const RunEscalationSchema = z.strictObject({ at: Timestamp, note: z.string() });

/** The run as an unblocking action leaves it; `changed` false when the action had been taken already. */
export const UnblockedRunSchema = z.strictObject({
  id: z.string(),
  status: RunStatusSchema,
  owner: RunOwnerSchema.nullable().describe("Who may unblock it besides admins: its starter until routed, then whoever it was routed to."),
  escalation: RunEscalationSchema.nullable().describe("Set while the run is before the CEO in the portal."),
  changed: z.boolean().describe("False when the same action had been taken already: nothing changed."),
});
export type UnblockedRunView = z.infer<typeof UnblockedRunSchema>;

export const RunEventKindSchema = z.enum(["retried", "routed", "cleared", "escalated"]);

/** One entry of a run's timeline that is not a turn: who did what, with the note, and when. */
export const RunEventSchema = z.strictObject({
  id: z.string(),
  kind: RunEventKindSchema,
  /** The acting user's email; null when that user is gone. */
  by: z.string().nullable(),
  /** The run whose tool call did it (an agent acting for `by`); null from the console or the API. */
  byRunId: z.string().nullable(),
  note: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: Timestamp,
});
export type RunEventView = z.infer<typeof RunEventSchema>;

export const RunEventListSchema = z.strictObject({ events: z.array(RunEventSchema) });

export const BlockedBySchema = z.enum(["failed", "gate", "secret_request"]);

export const BlockerSchema = z.strictObject({
  runId: z.string(),
  status: RunStatusSchema,
  blockedBy: BlockedBySchema.describe("What holds it: it failed, a gate waits for the CEO, or a secret request waits for a person."),
  reason: z.string().describe("The failure's message, the gated tool, or the secret asked for."),
  since: Timestamp,
  agent: z.strictObject({ id: z.string(), name: z.string() }),
  team: z.strictObject({ id: z.string(), name: z.string() }).nullable().describe("The run's agent's team (guild); null when it has none."),
  task: z.string().nullable(),
  input: z.string(),
  owner: RunOwnerSchema.nullable(),
  escalation: RunEscalationSchema.nullable(),
  gates: z.array(z.strictObject({ id: z.string(), tool: z.string() })).describe("Its open gates."),
});
export type Blocker = z.infer<typeof BlockerSchema>;

export const BlockerListSchema = z.strictObject({ total: z.number().int(), blockers: z.array(BlockerSchema) });
export type BlockerList = z.infer<typeof BlockerListSchema>;

const BooleanText = z.enum(["true", "false"]).transform((text) => text === "true");

export const ListBlockersQuerySchema = z.object({
  team: z.string().min(1).optional(),
  escalated: BooleanText.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ListBlockersQuery = z.infer<typeof ListBlockersQuerySchema>;
