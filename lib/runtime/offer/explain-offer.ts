// Why each tool is or is not offered to an agent in a kind of run: the offer's own rules, one reason per
// tool, so an admin can see what a run will get before it starts (and why a tool is missing).

import { modelNameOf, type ToolDefinition } from "../catalog/tool-definition";
import { availabilityVerdict, isRunOwnTool } from "./availability-rule";
import { buildOffer, type OfferInput } from "./build-offer";

export type OfferExplanation = {
  name: string;
  modelName: string;
  family: string;
  offered: boolean;
  /** Why not, in one clause; null when offered. */
  reason: string | null;
};

function reasonNotOffered(definition: ToolDefinition, input: OfferInput, offeredNames: ReadonlySet<string>): string {
  if (!definition.runCallable) return "only the CEO chat offers it";
  if (!input.handlers.has(definition.name)) return "planned: no handler answers it yet";
  if (definition.adminOnly && !input.actingUserRoles.includes("admin")) return "offered to admins only";
  const verdict = availabilityVerdict(definition.availability, input.agent, input.kind);
  if (!verdict.offered) return verdict.reason;
  if (input.remainingToolCalls <= 0) return "the tool-call budget is spent";
  if (definition.offeredAlongside !== undefined && !offeredNames.has(definition.offeredAlongside)) {
    return `offered only while ${definition.offeredAlongside} is offered`;
  }
  const declared = input.task?.declarations.some((declaration) => declaration.tool === definition.name) ?? true;
  if (!declared && !isRunOwnTool(definition.availability)) return "the task does not declare it";
  return "not offered";
}

export function explainOffer(input: OfferInput): OfferExplanation[] {
  const offer = buildOffer(input);
  const offeredNames = new Set(offer.entries.map((entry) => entry.definition.name));
  const seen = new Set<string>();
  const definitions = [...input.catalog.all(), ...input.agentTools].filter((definition) => !seen.has(definition.name) && seen.add(definition.name));
  return definitions.map((definition) => {
    const offered = offeredNames.has(definition.name);
    return {
      name: definition.name,
      modelName: modelNameOf(definition.name),
      family: definition.family,
      offered,
      reason: offered ? null : reasonNotOffered(definition, input, offeredNames),
    };
  });
}
