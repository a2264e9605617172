import type { Catalog } from "../ports";
import type { Offer } from "../offer/build-offer";
import type { TaskSettings } from "./task-declaration";

export type AdmissionInput = {
  offer: Offer;
  catalog: Catalog;
  task: TaskSettings | null;
  remainingToolCalls: number;
  /** Unknown names already handed back earlier in this run. */
  unknownNamesHandedBack: number;
};
