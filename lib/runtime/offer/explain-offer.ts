// Why each tool is or is not offered to an agent in a kind of run: the reasons buildOffer gives for what it
// leaves out (issue 9, item 2: one function, one rule order), so an admin can see what a run will get
// before it starts (and why a tool is missing).

import { modelNameOf, type ToolDefinition } from "../catalog/tool-definition";
import { buildOffer, type OfferInput } from "./build-offer";

export type OfferExplanation = {
  name: string;
  modelName: string;
  family: string;
  offered: boolean;
  /** Why not, in one clause; null when offered. */
  reason: string | null;
  /** The agent flag the tool depends on (seed "tools in a run", the flag table), so a flag can say what it gives. */
  flag?: AgentFlagName;
};

export type AgentFlagName = "browser" | "coding" | "scripting" | "memory";

function flagOf(definition: ToolDefinition): AgentFlagName | undefined {
  const availability = definition.availability;
  if (availability?.kind === "flag") return availability.flag;
  if (availability?.kind === "binding") return availability.unlessFalse;
  return undefined;
}

export function explainOffer(input: OfferInput): OfferExplanation[] {
  const offer = buildOffer(input);
  return offer.catalog.all().map((definition) => {
    const reason = offer.reasons.get(definition.name) ?? null;
    const flag = flagOf(definition);
    return { name: definition.name, modelName: modelNameOf(definition.name), family: definition.family, offered: reason === null, reason, ...(flag ? { flag } : {}) };
  });
}
