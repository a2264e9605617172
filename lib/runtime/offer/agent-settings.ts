// Seed "tools in a run", What a run offers: the seven bindings resolve from the agent's own setting,
// else the organisation's default, else off; the flags follow their own defaults.

import { BINDING_NAMES, type BindingName } from "../catalog/tool-definition";

export { BINDING_NAMES, type BindingName };

export type SettingSource = "agent" | "organisation" | "default";
export type ResolvedSetting = { name: string; on: boolean; source: SettingSource };

export type AgentFlags = { browser: boolean | null; coding: boolean | null; scripting: boolean | null; memory: boolean | null };

function booleanAt(settings: unknown, name: string): boolean | undefined {
  if (typeof settings !== "object" || settings === null || Array.isArray(settings)) return undefined;
  const value = (settings as Record<string, unknown>)[name];
  return typeof value === "boolean" ? value : undefined;
}

export function resolveBindings(agentBindings: unknown, organisationDefaults: unknown): ResolvedSetting[] {
  return BINDING_NAMES.map((name): ResolvedSetting => {
    const own = booleanAt(agentBindings, name);
    if (own !== undefined) return { name, on: own, source: "agent" };
    const inherited = booleanAt(organisationDefaults, name);
    if (inherited !== undefined) return { name, on: inherited, source: "organisation" };
    return { name, on: false, source: "default" };
  });
}

/** browser and coding offer when true; scripting and memory offer unless false. */
export function resolveFlags(flags: AgentFlags): ResolvedSetting[] {
  const flag = (name: keyof AgentFlags, unsetMeans: boolean): ResolvedSetting =>
    flags[name] === null ? { name, on: unsetMeans, source: "default" } : { name, on: flags[name], source: "agent" };
  return [flag("browser", false), flag("coding", false), flag("scripting", true), flag("memory", true)];
}

/** What the offer reads of an agent, re-read every turn (seed "tools in a run": each turn re-reads them). */
export type AgentOfferSettings = { flags: AgentFlags; bindings: Readonly<Record<BindingName, boolean>> };

export function agentOfferSettings(flags: AgentFlags, agentBindings: unknown, organisationDefaults: unknown): AgentOfferSettings {
  const resolved = resolveBindings(agentBindings, organisationDefaults);
  const bindings = Object.fromEntries(resolved.map((setting) => [setting.name, setting.on])) as Record<BindingName, boolean>;
  return { flags, bindings };
}
