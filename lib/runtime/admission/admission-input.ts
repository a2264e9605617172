import type { Catalog } from "../ports";
import type { Offer } from "../offer/build-offer";
import type { TaskSettings } from "../offer/task-declaration";

export type AdmissionInput = {
  offer: Offer;
  catalog: Catalog;
  task: TaskSettings | null;
  remainingToolCalls: number;
  /** Unknown names already handed back earlier in this run. */
  unknownNamesHandedBack: number;
  /**
   * Seed "Gates and grants": whether an earlier turn of this run answered `os.set_gate_summary` ok.
   * Absent counts as not set: the playground has no run, so it has no summary either.
   */
  gateSummarySet?: boolean;
};
