import { z } from "zod";
import type { AgentConnectorLoginSchema, AgentOfferPreviewSchema, AgentSchema } from "./agent-schemas";
import { BindingNameSchema } from "./binding-names";
import { ConnectorNameSchema } from "./connector-bodies";
import { memberIdList } from "./enterprise-schemas";
import { RunKindSchema } from "./lifecycle-enums";
import { ModelSpecSchema } from "./model-spec";

// CONTRACT.md, Agents: POST /v1/agents and PATCH /v1/agents/:id, and the Agent they answer with.

export { BINDING_NAMES, BindingNameSchema, type BindingName } from "./binding-names";

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
  /** CONTRACT.md, The enterprise: the agent's job roles (ids from GET /v1/roles), replacing its own; a run acts in the first. */
  roles: memberIdList("job role").optional(),
  /** CONTRACT.md, The enterprise: the default ModelSpec of the runs the product starts by itself; null clears it. */
  model: ModelSpecSchema.nullable().optional(),
});
export type UpdateAgentBody = z.infer<typeof UpdateAgentBodySchema>;

// The answers' types are inferred from their schemas (agent-schemas.ts), so they cannot drift from the document.
export type Agent = z.infer<typeof AgentSchema>;
export type AgentConnectorLogin = z.infer<typeof AgentConnectorLoginSchema>;

// GET /v1/agents/:id/offer: what a run of this agent would be offered, and why each other tool is not.
export const AgentOfferQuerySchema = z.object({
  kind: RunKindSchema.default("direct"),
  taskId: z.string().min(1).optional(),
});
export type AgentOfferQuery = z.infer<typeof AgentOfferQuerySchema>;

export type AgentOfferPreview = z.infer<typeof AgentOfferPreviewSchema>;
