// From the name a model called to a tool. Seed "built-in tools": the model calls `workspace.read_file`
// as `workspace__read_file`. Seed "tools in a run": a name the run does not offer, or that no tool has,
// gets its own answer; ONE-PRODUCT.md: a tool the task does not declare fails the run.

import { canonicalNameOf, type ToolDefinition } from "../catalog/tool-definition";
import type { Catalog } from "../ports";
import type { Offer, OfferEntry } from "../offer/build-offer";
import type { TaskSettings } from "../offer/task-declaration";
import { closestToolNames } from "../catalog/catalog-lookup";

export type NameResolution =
  | { kind: "offered"; entry: OfferEntry }
  | { kind: "not_on_task"; definition: ToolDefinition }
  | { kind: "not_offered"; definition: ToolDefinition }
  | { kind: "bare"; catalogName: string }
  | { kind: "unknown"; closest: string[] };

/** The catalogs a name can belong to: the registry's namespaces and the vendor catalogs the task declares from. */
function namespacesOf(catalog: Catalog, task: TaskSettings | null): Set<string> {
  const namespaces = new Set<string>();
  const names = [...catalog.all().map((definition) => definition.name), ...(task?.declarations.map((declaration) => declaration.tool) ?? [])];
  for (const name of names) if (name.includes(".")) namespaces.add(name.split(".")[0]);
  return namespaces;
}

export function resolveToolName(name: string, offer: Offer, catalog: Catalog, task: TaskSettings | null): NameResolution {
  const canonical = canonicalNameOf(name);
  const entry = offer.byModelName.get(name) ?? offer.entries.find((candidate) => candidate.definition.name === canonical);
  if (entry) return { kind: "offered", entry };
  const definition = catalog.get(canonical);
  if (definition) {
    const declared = task?.declarations.some((declaration) => declaration.tool === definition.name) ?? true;
    return declared ? { kind: "not_offered", definition } : { kind: "not_on_task", definition };
  }
  if (namespacesOf(catalog, task).has(canonical)) return { kind: "bare", catalogName: canonical };
  return { kind: "unknown", closest: closestToolNames(name, offer.tools.map((tool) => tool.name), 3) };
}
