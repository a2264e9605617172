// A Catalog (lib/runtime/ports) over a fixed list of definitions, looked up by canonical name.

import type { Catalog } from "../ports";
import type { ToolDefinition } from "./tool-definition";

export function createCatalog(definitions: readonly ToolDefinition[]): Catalog {
  const byName = new Map<string, ToolDefinition>();
  for (const definition of definitions) {
    // Two tools of one name would make every lookup a guess: a bug in the definitions, not an outcome.
    if (byName.has(definition.name)) throw new Error(`Duplicate tool name in catalog: ${definition.name}`);
    byName.set(definition.name, definition);
  }
  return {
    get: (name) => byName.get(name),
    all: () => definitions,
  };
}
