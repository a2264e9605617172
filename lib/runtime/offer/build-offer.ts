// Which tools a run offers at one turn, and their definitions exactly as the model sees them.
// ONE-PRODUCT.md, Offer: the agent's offer, narrowed to the task's declarations when the run has a task.
// Re-built every turn, so a tool turned off leaves the run at the next turn.

import { modelNameOf, type ToolDefinition } from "../catalog/tool-definition";
import type { Pin, TaskSettings } from "../admission/task-declaration";
import type { Catalog, HandlerRegistry, OfferedTool } from "../ports";
import { applyPins, modelSchemaOf } from "./model-schema";

export type OfferEntry = {
  definition: ToolDefinition;
  pins: readonly Pin[];
  /** The schema the call is checked against: the tool's own, with the task's pins applied. */
  checkSchema: ToolDefinition["inputSchema"];
  offered: OfferedTool;
};

export type Offer = {
  entries: readonly OfferEntry[];
  byModelName: ReadonlyMap<string, OfferEntry>;
  tools: OfferedTool[];
};

export type OfferInput = {
  catalog: Catalog;
  handlers: HandlerRegistry;
  task: TaskSettings | null;
  actingUserRoles: readonly string[];
  remainingToolCalls: number;
};

/** Whether the agent could ever be offered the tool, before the task narrows the set. */
export function agentMayUse(definition: ToolDefinition, input: Pick<OfferInput, "handlers" | "actingUserRoles">): boolean {
  if (!definition.runCallable) return false;
  // A tool whose handler does not exist yet is planned: never offered (no stub answers).
  if (!input.handlers.has(definition.name)) return false;
  // Seed "running tools": tools whose requires excludes non-admins are never offered to them.
  if (definition.adminOnly && !input.actingUserRoles.includes("admin")) return false;
  return true;
}

function entryFor(definition: ToolDefinition, pins: readonly Pin[]): OfferEntry {
  return {
    definition,
    pins,
    checkSchema: applyPins(definition.inputSchema, pins),
    offered: {
      name: modelNameOf(definition.name),
      description: definition.description,
      parameters: modelSchemaOf(definition.inputSchema, pins),
    },
  };
}

export function buildOffer(input: OfferInput): Offer {
  const entries: OfferEntry[] = [];
  // When the budget is spent the run offers no more tools and the model must finish in text.
  if (input.remainingToolCalls > 0) {
    if (input.task) {
      for (const declaration of input.task.declarations) {
        const definition = input.catalog.get(declaration.tool);
        if (definition && agentMayUse(definition, input)) entries.push(entryFor(definition, declaration.pins));
      }
    } else {
      for (const definition of input.catalog.all()) {
        if (agentMayUse(definition, input)) entries.push(entryFor(definition, []));
      }
    }
  }
  const byModelName = new Map(entries.map((entry) => [entry.offered.name, entry]));
  return { entries, byModelName, tools: entries.map((entry) => entry.offered) };
}
