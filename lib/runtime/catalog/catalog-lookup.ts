// Finding tools by the names models and tasks use for them.

import type { Catalog } from "../ports";
import { editDistance } from "./edit-distance";
import { canonicalNameOf, modelNameOf, type ToolDefinition } from "./tool-definition";

/**
 * Seed "built-in tools", Declaring a tool: the built-in namespaces are `os.`, `workspace.`, `memory.` and
 * `web.`; Tollgate's own `kpi.`, `role.` and `browser.` tools are built-in too.
 */
export const BUILT_IN_NAMESPACES = ["os", "workspace", "memory", "web", "kpi", "role", "browser"] as const;

/** The definition a model meant by `modelName` (dots replaced by `__`), or undefined. */
export function findByModelName(catalog: Catalog, modelName: string): ToolDefinition | undefined {
  const direct = catalog.get(canonicalNameOf(modelName));
  if (direct !== undefined && modelNameOf(direct.name) === modelName) return direct;
  // A canonical name holding `__` of its own does not survive the round trip; compare model names instead.
  return catalog.all().find((definition) => modelNameOf(definition.name) === modelName);
}

/**
 * The `count` candidates nearest to `name` by edit distance, nearest first (ties alphabetical), for the
 * `unknown_tool_name` hint. Names are compared in canonical form, so a model name finds its dotted twin.
 */
export function closestToolNames(name: string, candidates: readonly string[], count = 3): string[] {
  const wanted = canonicalNameOf(name);
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, distance: editDistance(wanted, canonicalNameOf(candidate)) }))
    .sort((left, right) => left.distance - right.distance || left.candidate.localeCompare(right.candidate))
    .slice(0, Math.max(0, count))
    .map(({ candidate }) => candidate);
}

/** True when `name` (canonical or model form) sits in a built-in namespace, e.g. `os.anything`. */
export function isBuiltInNamespace(name: string): boolean {
  const canonical = canonicalNameOf(name);
  const dot = canonical.indexOf(".");
  if (dot <= 0) return false;
  const namespace = canonical.slice(0, dot);
  return BUILT_IN_NAMESPACES.some((builtIn) => builtIn === namespace);
}
