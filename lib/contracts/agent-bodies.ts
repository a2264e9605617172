import { z } from "zod";
import type { ConnectorExplanation } from "@/lib/runtime/offer/explain-connectors";
import type { BindingName as CoreBindingName } from "@/lib/runtime/catalog/tool-definition";
import type { LoginScope, LoginStatus } from "@/lib/runtime/lifecycle/login-status";
import type { RunKind } from "@/lib/runtime/lifecycle/run-kind";
import { ConnectorNameSchema } from "./connector-bodies";
import { RunKindSchema } from "./lifecycle-enums";

// CONTRACT.md, Agents: POST /v1/agents and PATCH /v1/agents/:id, and the Agent they answer with.

/** Seed "tools in a run": the native tools a binding turns on or off — the core's list, checked by type. */
export const BINDING_NAMES = ["note", "record", "memory", "script", "schedule", "secret", "group_post"] as const satisfies readonly CoreBindingName[];
export const BindingNameSchema = z.enum(BINDING_NAMES);
export type BindingName = z.infer<typeof BindingNameSchema>;

/** An agent's own binding settings; null (or a missing key) falls back to the organisation's default. */
export const AgentBindingsSchema = z.partialRecord(BindingNameSchema, z.boolean().nullable());
export type AgentBindings = z.infer<typeof AgentBindingsSchema>;

/** Seed "tools in a run": browser/coding offer when true; scripting/memory unless false. Null = unset. */
export const AgentFlagsSchema = z.strictObject({
  browser: z.boolean().nullable().optional(),
  coding: z.boolean().nullable().optional(),
  scripting: z.boolean().nullable().optional(),
  memory: z.boolean().nullable().optional(),
});
export type AgentFlags = z.infer<typeof AgentFlagsSchema>;

const agentFields = {
  name: z.string().trim().min(1, "Give the agent a name.").max(200, "An agent's name is at most 200 characters."),
  flags: AgentFlagsSchema.optional(),
  bindings: AgentBindingsSchema.optional(),
  toolCallBudget: z.number().int().min(1).max(10_000).optional(),
  maxIterations: z.number().int().min(1).max(1_000).optional(),
  /** Seed "tool rules", Previews: can be switched off per agent. */
  previews: z.boolean().optional(),
};

export const CreateAgentBodySchema = z.strictObject(agentFields);
export type CreateAgentBody = z.infer<typeof CreateAgentBodySchema>;

/**
 * CONTRACT.md, Connectors: an agent's connectors by name, `{"files": true, "github": false}`; they merge into
 * the agent's own, null removes one.
 */
export const AgentConnectorsSchema = z.record(ConnectorNameSchema, z.boolean().nullable());

/** Every field optional; flags, bindings and connectors merge into the agent's own (null unsets one). */
export const UpdateAgentBodySchema = z.strictObject({
  ...agentFields,
  name: agentFields.name.optional(),
  /** CONTRACT.md, Guilds: puts the agent in a guild of its organisation (at most one); null takes it out. */
  guildId: z.string().min(1).max(200).nullable().optional(),
  connectors: AgentConnectorsSchema.optional(),
});
export type UpdateAgentBody = z.infer<typeof UpdateAgentBodySchema>;

export type Agent = {
  id: string;
  name: string;
  flags: { browser: boolean | null; coding: boolean | null; scripting: boolean | null; memory: boolean | null };
  /** The agent's own settings only. */
  bindings: Partial<Record<BindingName, boolean>>;
  /** Every binding as it resolves for this agent: its own setting, else the organisation's default, else off. */
  resolvedBindings: Record<BindingName, boolean>;
  toolCallBudget: number;
  maxIterations: number;
  previews: boolean;
  /** CONTRACT.md, Guilds: the agent's guild, or null. */
  guildId: string | null;
  /** The agent's own connector settings, by connector name. */
  connectors: Record<string, boolean>;
  /** For each connector the agent has on: the login it resolves to (its own, else its guild's, else the organisation's). */
  connectorLogins: AgentConnectorLogin[];
  /**
   * CONTRACT.md, Web and browser tools: the agent's Chrome listens at `http://127.0.0.1:<9300 + browserSlot>`.
   * Assigned at creation, unique across the installation and never reused; null for an agent made before
   * slots existed, until its first browser call.
   */
  browserSlot: number | null;
  createdAt: string;
  updatedAt: string;
};

/** A connector the agent has on, and the login serving it (null: none signed in where it reaches). */
export type AgentConnectorLogin = {
  connector: { id: string; name: string };
  login: { id: string; scope: LoginScope; guildId: string | null; agentId: string | null; platform: boolean; status: LoginStatus; listedAt: string | null; lastError: string | null } | null;
};

// GET /v1/agents/:id/offer: what a run of this agent would be offered, and why each other tool is not.
export const AgentOfferQuerySchema = z.object({
  kind: RunKindSchema.default("direct"),
  taskId: z.string().min(1).optional(),
});
export type AgentOfferQuery = z.infer<typeof AgentOfferQuerySchema>;

export type AgentOfferPreview = {
  agentId: string;
  kind: RunKind;
  taskId: string | null;
  /** `flag`: the agent flag the tool depends on (browser, coding; scripting and memory narrow their bindings). */
  tools: { name: string; modelName: string; family: string; offered: boolean; reason: string | null; flag?: "browser" | "coding" | "scripting" | "memory" }[];
  /** Issue 10: each connector the agent has on, the login serving it and what a run gets from it. */
  connectors: ConnectorExplanation[];
};
