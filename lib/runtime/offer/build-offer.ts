// Which tools a run offers at one turn, and their definitions exactly as the model sees them.
// ONE-PRODUCT.md, Offer: the agent's offer, narrowed to the task's declarations when the run has a task.
// Built once per turn and stored with it (issue 9, item 2): admission judges the offer the model was sent,
// and the reasons for every tool left out come from the same pass, in the same rule order, so the console's
// "why is this tool missing" (GET /v1/agents/:id/offer) cannot drift from what a run offers.

import { modelNameOf, type RunKind, type ToolDefinition } from "../catalog/tool-definition";
import type { Pin, TaskSettings } from "./task-declaration";
import type { Catalog, HandlerRegistry, OfferedTool } from "../ports";
import { withAgentTools } from "../catalog/with-agent-tools";
import { deepFreeze } from "../catalog/deep-freeze";
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
  /** The run's catalog: the registry and the agent's own tools, merged here and nowhere else. */
  catalog: Catalog;
  /** Why each tool of that catalog that is not offered is left out, in one clause. */
  reasons: ReadonlyMap<string, string>;
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

/** The first rule, in the offer's order, that keeps the agent from ever being offered the tool, or null. */
function agentReason(definition: ToolDefinition, input: OfferInput): string | null {
  if (!definition.runCallable) return "only the CEO chat offers it";
  // A tool whose handler does not exist yet is planned: never offered (no stub answers).
  if (!input.handlers.has(definition.name)) return "planned: no handler answers it yet";
  // Seed "running tools": tools whose requires excludes non-admins are never offered to them.
  if (definition.adminOnly && !input.actingUserRoles.includes("admin")) return "offered to admins only";
  const verdict = availabilityVerdict(definition.availability, input.agent, input.kind);
  return verdict.offered ? null : verdict.reason;
}

function newEntry(definition: ToolDefinition, pins: readonly Pin[]): OfferEntry {
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

// A definition is never reshaped once it is in a catalog (catalog/deep-freeze.ts), so its entry — the
// schema rewrites of model-schema.ts, the pinned check schema — is built once per definition and pin set,
// not once per turn. An agent's own tools are read anew each turn; their entries go with them (WeakMap).
const entries = new WeakMap<ToolDefinition, Map<string, OfferEntry>>();

function entryFor(definition: ToolDefinition, pins: readonly Pin[]): OfferEntry {
  const key = pins.length === 0 ? "" : JSON.stringify(pins);
  let byPins = entries.get(definition);
  if (!byPins) {
    byPins = new Map();
    entries.set(definition, byPins);
  }
  let entry = byPins.get(key);
  if (!entry) {
    entry = newEntry(definition, pins);
    // Every turn and run shares it from now on: frozen, so a part that reshaped it in place fails loudly.
    deepFreeze(entry.offered);
    byPins.set(key, entry);
  }
  return entry;
}

type Candidate = { definition: ToolDefinition; pins: readonly Pin[] };

/** ONE-PRODUCT "Offer": a task narrows the agent's offer to what it declares; the run's own tools stay. */
function candidates(task: TaskSettings | null, catalog: Catalog): Candidate[] {
  const all = catalog.all();
  if (!task) return all.map((definition) => ({ definition, pins: [] }));
  const declared = task.declarations.flatMap((declaration) => {
    const definition = catalog.get(declaration.tool);
    return definition ? [{ definition, pins: declaration.pins }] : [];
  });
  const declaredNames = new Set(declared.map((candidate) => candidate.definition.name));
  const alongside = all.filter((definition) => definition.offeredAlongside !== undefined && !declaredNames.has(definition.name));
  const runOwn = all.filter((definition) => isRunOwnTool(definition.availability) && !declaredNames.has(definition.name));
  return [...declared, ...[...alongside, ...runOwn].map((definition) => ({ definition, pins: [] }))];
}

export function buildOffer(input: OfferInput): Offer {
  // The registry wins over an agent's tool of the same name; a catalog already holding them is not doubled.
  const catalog = withAgentTools(input.catalog, input.agentTools);
  const reasons = new Map<string, string>();
  const leaveOut = (definition: ToolDefinition, reason: string) => {
    if (!reasons.has(definition.name)) reasons.set(definition.name, reason);
  };
  for (const definition of catalog.all()) {
    const reason = agentReason(definition, input);
    if (reason) leaveOut(definition, reason);
    // When the budget is spent the run offers no more tools and the model must finish in text.
    if (input.remainingToolCalls <= 0) leaveOut(definition, "the tool-call budget is spent");
  }
  const listed = candidates(input.task, catalog);
  const listedNames = new Set(listed.map((candidate) => candidate.definition.name));
  for (const definition of catalog.all()) if (!listedNames.has(definition.name)) leaveOut(definition, "the task does not declare it");
  const usable = listed.filter(({ definition }) => !reasons.has(definition.name));
  const usableNames = new Set(usable.map(({ definition }) => definition.name));
  // Seed "tools in a run": a script with parameters is offered as a tool of its own while script_run is.
  for (const { definition } of usable) {
    if (definition.offeredAlongside !== undefined && !usableNames.has(definition.offeredAlongside)) leaveOut(definition, `offered only while ${definition.offeredAlongside} is offered`);
  }
  const entries = usable.filter(({ definition }) => !reasons.has(definition.name)).map(({ definition, pins }) => entryFor(definition, pins));
  const byModelName = new Map(entries.map((entry) => [entry.offered.name, entry]));
  return { entries, byModelName, tools: entries.map((entry) => entry.offered), catalog, reasons };
}

/**
 * The offer a stored turn was sent (issue 9, item 2): a turn recorded before its calls were (a worker died
 * between the two) is judged against the tools it offered, never against one the model never saw.
 */
export function offerAsSent(offer: Offer, sent: readonly string[]): Offer {
  const names = new Set(sent);
  const entries = offer.entries.filter((entry) => names.has(entry.offered.name));
  const byModelName = new Map(entries.map((entry) => [entry.offered.name, entry]));
  return { ...offer, entries, byModelName, tools: entries.map((entry) => entry.offered) };
}
