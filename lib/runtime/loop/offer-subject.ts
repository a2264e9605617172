// What the offer of a run's next turn is built from, read off the stored run (its budget is derived).

import type { OfferSubject } from "../offer/build-offer";
import { remainingToolCalls } from "./budget";
import type { RunSnapshot } from "../ports/run-store";

export function offerSubjectOf(run: RunSnapshot): OfferSubject {
  return {
    task: run.task,
    actingUserRoles: run.actingUserRoles,
    remainingToolCalls: remainingToolCalls(run),
    agent: run.agent,
    kind: run.kind,
    agentTools: run.agentTools,
  };
}
