import "server-only";
import type { AgentBindings, AgentFlags } from "@/lib/contracts/agent-bodies";
import { bindingSettingsOf } from "./agent-view";

type FlagColumns = { browser?: boolean | null; coding?: boolean | null; scripting?: boolean | null; memory?: boolean | null };

/** The flag columns a body sets; a flag given as null is unset, one left out is kept. */
export function flagColumns(flags: AgentFlags | undefined): FlagColumns {
  if (flags === undefined) return {};
  const columns: FlagColumns = {};
  for (const name of ["browser", "coding", "scripting", "memory"] as const) {
    if (flags[name] !== undefined) columns[name] = flags[name];
  }
  return columns;
}

/** The agent's own bindings with a body's merged in: true/false set one, null removes it (back to the default). */
export function mergeBindings(stored: unknown, changes: AgentBindings | undefined): Record<string, boolean> {
  const merged: Record<string, boolean> = { ...bindingSettingsOf(stored) };
  for (const [name, setting] of Object.entries(changes ?? {})) {
    if (setting === null || setting === undefined) delete merged[name];
    else merged[name] = setting;
  }
  return merged;
}
