// A run's catalog: every tool of the registry plus the agent's own (a script with parameters), so
// admission and execution find a script's tool by name like any other.

import type { Catalog } from "../ports";
import type { ToolDefinition } from "./tool-definition";

export function withAgentTools(catalog: Catalog, agentTools: readonly ToolDefinition[]): Catalog {
  if (agentTools.length === 0) return catalog;
  const own = new Map(agentTools.map((definition) => [definition.name, definition]));
  return {
    // The registry wins: an agent's tool can never shadow a built-in of the same name.
    get: (name) => catalog.get(name) ?? own.get(name),
    all: () => [...catalog.all(), ...agentTools.filter((definition) => catalog.get(definition.name) === undefined)],
  };
}
