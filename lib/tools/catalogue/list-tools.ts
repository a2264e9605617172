// list_tools: the tools this run offers, each by the name the model calls it and a description of at most
// 200 characters (seed "tool rules", Previews: catalogue results keep every returned name).

import { findByModelName } from "@/lib/runtime/catalog/catalog-lookup";
import { canonicalNameOf } from "@/lib/runtime/catalog/tool-definition";
import type { Catalog, ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { offeredNamesOf } from "./offered-names";
import { shortDescription } from "./short-description";

export type ListedTool = { name: string; family?: string; description?: string };

export const offerUnknownText =
  "This call was not made at a model's turn, so the tools offered are not known here. search_tools finds any " +
  "tool by what it does and says whether it is offered.";

/**
 * One offered name as listed. The handlers' catalog holds the registry only, so an agent's own script tool
 * is listed by its name alone rather than dropped.
 */
export function listedTool(catalog: Catalog, modelName: string): ListedTool {
  const definition = findByModelName(catalog, modelName);
  if (definition === undefined) return { name: modelName };
  return { name: modelName, family: definition.family, description: shortDescription(definition.description) };
}

/** `prefix` matches the start of the name as called or as dotted, or of the family, ignoring case. */
export function matchesPrefix(tool: ListedTool, prefix: string): boolean {
  const wanted = prefix.toLowerCase();
  return [tool.name, canonicalNameOf(tool.name), tool.family ?? ""].some((text) => text.toLowerCase().startsWith(wanted));
}

export async function listTools({ prefix }: { prefix?: string }, context: ToolContext, { catalog }: ToolServices): Promise<string> {
  const offered = offeredNamesOf(context);
  if (!offered.known) return jsonText({ count: 0, tools: [], note: offerUnknownText });
  const all = [...offered.names].map((name) => listedTool(catalog, name));
  const tools = prefix === undefined ? all : all.filter((tool) => matchesPrefix(tool, prefix));
  return compactJsonList({ count: tools.length, offered: all.length }, "tools", tools);
}
