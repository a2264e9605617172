import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { AgentBindings, AgentFlags } from "@/lib/contracts/agent-bodies";
import type { Database } from "@/lib/server/db";
import { bindingSettingsOf, connectorSettingsOf } from "./agent-view";

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

/** The agent's own connector settings with a body's merged in, as bindings merge. */
export function mergeConnectors(stored: unknown, changes: Record<string, boolean | null> | undefined): Record<string, boolean> {
  const merged: Record<string, boolean> = { ...connectorSettingsOf(stored) };
  for (const [name, setting] of Object.entries(changes ?? {})) {
    if (setting === null) delete merged[name];
    else merged[name] = setting;
  }
  return merged;
}

/**
 * A connector turned on must be one of the organisation's (422 naming `connectors.<name>`); turning off a
 * name no connector has is harmless and kept, so a connector bound later starts off for that agent.
 */
export async function refuseUnknownConnectors(database: Database, organisationId: string, changes: Record<string, boolean | null> | undefined): Promise<void> {
  const wanted = Object.entries(changes ?? {}).filter(([, on]) => on === true).map(([name]) => name);
  if (wanted.length === 0) return;
  const found = await database.connector.findMany({ where: { organisationId, name: { in: wanted } }, select: { name: true } });
  const known = new Set(found.map((connector) => connector.name));
  const details = wanted.filter((name) => !known.has(name)).map((name) => ({ path: `connectors.${name}`, message: `No connector named ${name} in your organisation.` }));
  if (details.length === 0) return;
  throw new AppError("invalid_request", `${details[0]!.path} names no connector of your organisation.`, { details });
}
