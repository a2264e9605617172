import { z } from "zod";
import type { BindingName as CoreBindingName } from "@/lib/runtime/catalog/tool-definition";
import type { RunKind } from "@/lib/runtime/lifecycle/run-kind";
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

/** Every field optional; flags and bindings merge into the agent's own (null unsets one). */
export const UpdateAgentBodySchema = z.strictObject({ ...agentFields, name: agentFields.name.optional() });
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
  createdAt: string;
  updatedAt: string;
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
  tools: { name: string; modelName: string; family: string; offered: boolean; reason: string | null }[];
};
