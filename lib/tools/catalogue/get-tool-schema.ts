// get_tool_schema: the complete definitions of the tools named (seed "tool rules", Previews: catalogue
// results keep the complete selected definitions; unknown names come back in `missing` with a discovery
// hint). The parameters are the schema exactly as the model is sent it.

import { closestToolNames, findByModelName } from "@/lib/runtime/catalog/catalog-lookup";
import { modelNameOf, type ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { modelSchemaOf } from "@/lib/runtime/offer/model-schema";
import type { Catalog, ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";
import { isOffered, offeredNamesOf, type OfferedNames } from "./offered-names";

export const discoveryHint = "No tool has this name. search_tools finds a tool by what it does.";

export const ownToolHint =
  "This tool is offered this run, but it is the agent's own (a script): its schema is the one offered at your turn.";

export type MissingTool = { name: string; hint: string; closest: string[] };

/** A name as dotted (`os.get_context`) or as the model calls it (`os__get_context`). */
export function definitionNamed(catalog: Catalog, name: string): ToolDefinition | undefined {
  return catalog.get(name) ?? findByModelName(catalog, name);
}

function schemaView(definition: ToolDefinition, offered: OfferedNames) {
  const modelName = modelNameOf(definition.name);
  return {
    name: definition.name,
    modelName,
    family: definition.family,
    description: definition.description,
    // A task's pins narrow a field further at the turn; the definition itself carries none.
    parameters: modelSchemaOf(definition.inputSchema, []),
    access: definition.access,
    retry: definition.retry,
    gate: definition.gate,
    offered: isOffered(offered, modelName),
    ...(definition.runCallable ? {} : { runCallable: false }),
  };
}

function missingView(name: string, candidates: readonly string[], offered: OfferedNames): MissingTool {
  // The handlers' catalog holds the registry only: an agent's own script tool is offered but not in it.
  const hint = isOffered(offered, modelNameOf(name)) === true ? ownToolHint : discoveryHint;
  return { name, hint, closest: closestToolNames(name, candidates, 3) };
}

export async function getToolSchema({ names }: { names: string[] }, context: ToolContext, { catalog }: ToolServices): Promise<string> {
  const offered = offeredNamesOf(context);
  const callable = catalog.all().filter((definition) => definition.runCallable);
  const candidates = [...callable.map((definition) => modelNameOf(definition.name)), ...(offered.known ? offered.names : [])];
  const found = new Map<string, ToolDefinition>();
  const missing: MissingTool[] = [];
  for (const name of names) {
    const definition = definitionNamed(catalog, name);
    if (definition === undefined) missing.push(missingView(name, candidates, offered));
    else found.set(definition.name, definition);
  }
  // One line per definition: complete, and still cheap to read.
  return compactJsonList({ missing }, "tools", [...found.values()].map((definition) => schemaView(definition, offered)));
}
