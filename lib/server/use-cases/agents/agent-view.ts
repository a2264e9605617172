import "server-only";
import { BINDING_NAMES, type Agent, type AgentConnectorLogin, type BindingName } from "@/lib/contracts/agent-bodies";
import type { Agent as AgentRow } from "@/lib/generated/prisma/client";
import type { AgentConnectorLogin as ResolvedConnectorLogin } from "@/lib/server/connectors/agent-connector-logins";
import { agentAddress } from "@/lib/contracts/member-address";
import { ModelSpecSchema, type ModelSpec } from "@/lib/contracts/model-spec";
import { readSettings } from "@/lib/settings/read-settings";

type BindingSettings = Partial<Record<BindingName, boolean>>;

/** The boolean binding settings in a stored JSON value; anything else in it is ignored. */
export function bindingSettingsOf(value: unknown): BindingSettings {
  const settings: BindingSettings = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return settings;
  const record = value as Record<string, unknown>;
  for (const name of BINDING_NAMES) {
    const setting = record[name];
    if (typeof setting === "boolean") settings[name] = setting;
  }
  return settings;
}

/** CONTRACT.md: bindings resolve for an agent from its own setting, else the organisation's default; else off. */
export function resolveBindings(own: BindingSettings, organisationDefaults: BindingSettings): Record<BindingName, boolean> {
  const resolved = {} as Record<BindingName, boolean>;
  for (const name of BINDING_NAMES) resolved[name] = own[name] ?? organisationDefaults[name] ?? false;
  return resolved;
}

/** The boolean connector settings in a stored JSON value, by name. */
export function connectorSettingsOf(value: unknown): Record<string, boolean> {
  const settings: Record<string, boolean> = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return settings;
  for (const [name, setting] of Object.entries(value)) if (typeof setting === "boolean") settings[name] = setting;
  return settings;
}

function connectorLoginView({ connector, login }: ResolvedConnectorLogin): AgentConnectorLogin {
  if (login === null) return { connector, login: null };
  const { id, scope, guildId, agentId, platform, status, lastError } = login;
  return { connector, login: { id, scope, guildId, agentId, platform, status, listedAt: login.listedAt?.toISOString() ?? null, lastError } };
}

/** The stored default model as shown: its redacted copy (stored-model-spec.ts), never the sealed original. */
function shownModel(stored: unknown): ModelSpec | null {
  if (stored === null || stored === undefined) return null;
  const parsed = ModelSpecSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** `connectorLogins`: the agent's connectors that are on and their serving logins (agent-connector-logins.ts); a new agent has none. */
export function toAgentView(agent: AgentRow, organisationDefaultBindings: unknown, connectorLogins: readonly ResolvedConnectorLogin[] = []): Agent {
  const bindings = bindingSettingsOf(agent.bindings);
  return {
    id: agent.id,
    name: agent.name,
    flags: { browser: agent.browser, coding: agent.coding, scripting: agent.scripting, memory: agent.memory },
    bindings,
    resolvedBindings: resolveBindings(bindings, bindingSettingsOf(organisationDefaultBindings)),
    toolCallBudget: agent.toolCallBudget,
    maxIterations: agent.maxIterations,
    previews: agent.previews,
    guildId: agent.guildId,
    connectors: connectorSettingsOf(agent.connectors),
    connectorLogins: connectorLogins.map(connectorLoginView),
    browserSlot: agent.browserSlot,
    address: agentAddress(agent.name, readSettings().TOLLGATE_MAIL_DOMAIN),
    roles: [...agent.jobRoleIds],
    model: shownModel(agent.model),
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
