import { z } from "zod";
import type { ConnectorExplanation } from "@/lib/runtime/offer/explain-connectors";
import { BindingNameSchema } from "./binding-names";
import { RunKindSchema } from "./lifecycle-enums";
import { LoginScopeSchema } from "./login-bodies";
import { LoginStatusSchema } from "./login-schemas";
import { ModelSpecSchema } from "./model-spec";
import type { Same } from "./same-type";

// CONTRACT.md, Agents: the Agent the agent routes answer with, and GET /v1/agents/:id/offer. The types in
// agent-bodies.ts are inferred from these, so the answers and the OpenAPI document cannot part ways.

/** A connector the agent has on, and the login serving it (null: none signed in where it reaches). */
export const AgentConnectorLoginSchema = z.strictObject({
  connector: z.strictObject({ id: z.string(), name: z.string() }),
  login: z
    .strictObject({
      id: z.string(),
      scope: LoginScopeSchema,
      guildId: z.string().nullable(),
      agentId: z.string().nullable(),
      platform: z.boolean(),
      status: LoginStatusSchema,
      listedAt: z.iso.datetime().nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});

export const AgentSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    flags: z.strictObject({ browser: z.boolean().nullable(), coding: z.boolean().nullable(), scripting: z.boolean().nullable(), memory: z.boolean().nullable() }),
    bindings: z.partialRecord(BindingNameSchema, z.boolean()).describe("The agent's own settings only."),
    resolvedBindings: z.record(BindingNameSchema, z.boolean()).describe("Every binding as it resolves: the agent's own setting, else the organisation's default, else off."),
    toolCallBudget: z.int(),
    maxIterations: z.int(),
    previews: z.boolean(),
    guildId: z.string().nullable().describe("CONTRACT.md, Guilds: the agent's guild, or null."),
    connectors: z.record(z.string(), z.boolean()).describe("The agent's own connector settings, by connector name."),
    connectorLogins: z.array(AgentConnectorLoginSchema).describe("For each connector the agent has on: the login it resolves to."),
    browserSlot: z.int().nullable().describe("The agent's Chrome listens at http://127.0.0.1:<9300 + browserSlot>."),
    address: z.string().describe("CONTRACT.md, The enterprise: <agent name as a lowercase slug>@<TOLLGATE_MAIL_DOMAIN>."),
    roles: z.array(z.string()).describe("The agent's job role ids (GET /v1/roles); a run acts in the first."),
    model: ModelSpecSchema.nullable().describe("The default model of the runs the product starts by itself (schedules), secret values redacted; null: none set."),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Agent" });

export const AgentListSchema = z.strictObject({ agents: z.array(AgentSchema) });

const ConnectorExplanationSchema = z.strictObject({
  connector: z.string(),
  login: z.strictObject({ id: z.string(), scope: z.string(), status: z.string(), platform: z.boolean() }).nullable(),
  verdict: z.enum(["offer", "without", "fail"]),
  explanation: z.string().describe("One sentence: what a run of this agent gets from the connector."),
});
// The core owns the explanation; this schema must describe exactly what it returns.
const connectorExplanationAgrees: Same<z.infer<typeof ConnectorExplanationSchema>, ConnectorExplanation> = true;
void connectorExplanationAgrees;

export const AgentOfferPreviewSchema = z.strictObject({
  agentId: z.string(),
  kind: RunKindSchema,
  taskId: z.string().nullable(),
  tools: z.array(
    z.strictObject({
      name: z.string(),
      modelName: z.string(),
      family: z.string(),
      offered: z.boolean(),
      reason: z.string().nullable(),
      flag: z.enum(["browser", "coding", "scripting", "memory"]).optional().describe("The agent flag the tool depends on."),
    }),
  ),
  connectors: z.array(ConnectorExplanationSchema),
});
