// Which tools a run offers at one turn, and their definitions exactly as the model sees them.
// ONE-PRODUCT.md, Offer: the agent's offer, narrowed to the task's declarations when the run has a task.
// Re-built every turn, so a tool turned off leaves the run at the next turn.

import { modelNameOf, type RunKind, type ToolDefinition } from "../catalog/tool-definition";
import type { Pin, TaskSettings } from "../admission/task-declaration";
import type { Catalog, HandlerRegistry, OfferedTool } from "../ports";
import type { AgentOfferSettings } from "./agent-settings";
import { availabilityVerdict, isRunOwnTool } from "./availability-rule";
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

/** Who and what the offer is for: the run's task, acting user, budget, agent settings and kind. */
export type OfferSubject = {
  task: TaskSettings | null;
  actingUserRoles: readonly string[];
  remainingToolCalls: number;
  /** Re-read every turn: a tool turned off leaves the run at the next turn. */
  agent: AgentOfferSettings;
  kind: RunKind;
  /** The agent's own tools (a script with parameters), beside the catalog's. */
  agentTools: readonly ToolDefinition[];
};

export type OfferInput = OfferSubject & { catalog: Catalog; handlers: HandlerRegistry };

/** Whether the agent could ever be offered the tool, before the task narrows the set. */
export function agentMayUse(definition: ToolDefinition, input: Pick<OfferInput, "handlers" | "actingUserRoles" | "agent" | "kind">): boolean {
  if (!definition.runCallable) return false;
  // A tool whose handler does not exist yet is planned: never offered (no stub answers).
  if (!input.handlers.has(definition.name)) return false;
  // Seed "running tools": tools whose requires excludes non-admins are never offered to them.
  if (definition.adminOnly && !input.actingUserRoles.includes("admin")) return false;
  return availabilityVerdict(definition.availability, input.agent, input.kind).offered;
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

/** ONE-PRODUCT "Offer": a task narrows the agent's offer to what it declares; the run's own tools stay. */
function candidates(input: OfferInput): { definition: ToolDefinition; pins: readonly Pin[] }[] {
  // The registry wins over an agent's tool of the same name; a catalog already holding them is not doubled.
  const byName = new Map<string, ToolDefinition>();
  for (const definition of [...input.catalog.all(), ...input.agentTools]) if (!byName.has(definition.name)) byName.set(definition.name, definition);
  const all = [...byName.values()];
  if (!input.task) return all.map((definition) => ({ definition, pins: [] }));
  const declared = input.task.declarations.flatMap((declaration) => {
    const definition = byName.get(declaration.tool);
    return definition ? [{ definition, pins: declaration.pins }] : [];
  });
  const declaredNames = new Set(declared.map((candidate) => candidate.definition.name));
  const alongside = all.filter((definition) => definition.offeredAlongside !== undefined && !declaredNames.has(definition.name));
  const runOwn = all.filter((definition) => isRunOwnTool(definition.availability) && !declaredNames.has(definition.name));
  return [...declared, ...[...alongside, ...runOwn].map((definition) => ({ definition, pins: [] }))];
}

export function buildOffer(input: OfferInput): Offer {
  // When the budget is spent the run offers no more tools and the model must finish in text.
  const usable = input.remainingToolCalls > 0 ? candidates(input).filter(({ definition }) => agentMayUse(definition, input)) : [];
  const offeredNames = new Set(usable.map(({ definition }) => definition.name));
  // Seed "tools in a run": a script with parameters is offered as a tool of its own while script_run is.
  const entries = usable
    .filter(({ definition }) => definition.offeredAlongside === undefined || offeredNames.has(definition.offeredAlongside))
    .map(({ definition, pins }) => entryFor(definition, pins));
  const byModelName = new Map(entries.map((entry) => [entry.offered.name, entry]));
  return { entries, byModelName, tools: entries.map((entry) => entry.offered) };
}
