// Why each tool is or is not offered to an agent in a kind of run: the reasons buildOffer gives for what it
// leaves out (issue 9, item 2: one function, one rule order), so an admin can see what a run will get
// before it starts (and why a tool is missing).

import { modelNameOf } from "../catalog/tool-definition";
import { buildOffer, type OfferInput } from "./build-offer";

export type OfferExplanation = {
  name: string;
  modelName: string;
  family: string;
  offered: boolean;
  /** Why not, in one clause; null when offered. */
  reason: string | null;
};

export function explainOffer(input: OfferInput): OfferExplanation[] {
  const offer = buildOffer(input);
  return offer.catalog.all().map((definition) => {
    const reason = offer.reasons.get(definition.name) ?? null;
    return { name: definition.name, modelName: modelNameOf(definition.name), family: definition.family, offered: reason === null, reason };
  });
}
