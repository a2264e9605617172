import "server-only";
import { BINDING_NAMES, type Agent, type BindingName } from "@/lib/contracts/agent-bodies";
import type { Agent as AgentRow } from "@/lib/generated/prisma/client";

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

export function toAgentView(agent: AgentRow, organisationDefaultBindings: unknown): Agent {
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
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
