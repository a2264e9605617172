// Seed "tools in a run", What a run offers: the seven bindings resolve from the agent's own setting,
// else the organisation's default, else off; the flags follow their own defaults.

export const BINDING_NAMES = ["note", "record", "memory", "script", "schedule", "secret", "group_post"] as const;
export type BindingName = (typeof BINDING_NAMES)[number];

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
