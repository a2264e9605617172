// Admission of a turn's batch, recorded before anything runs so a resumed run never decides twice.

import { admitBatch } from "../admission/admit-batch";
import type { CallDecision } from "../admission/call-decision";
import { buildOffer } from "../offer/build-offer";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { LoopDependencies } from "./loop-dependencies";
import type { CallOutcome, CallSnapshot, RunSnapshot, TurnSnapshot } from "./run-snapshot";
import { remainingToolCalls, unknownNamesHandedBack } from "./budget";
import { latestGateSummary } from "./gate-summary";
import { offerSubjectOf } from "./offer-subject";

const outcomeOf: Record<CallDecision["kind"], CallOutcome> = {
  run: "pending",
  hand_back: "handed_back",
  not_run: "not_run",
  fail: "run_failed",
};

export type RecordedAdmission = {
  failure: { code: string; message: string } | null;
  /** The turn's calls as now stored, so the loop settles them without reading the run again. */
  calls: CallSnapshot[];
};

export async function recordAdmission(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot): Promise<RecordedAdmission> {
  const remaining = remainingToolCalls(run);
  const offer = buildOffer({ ...offerSubjectOf(run), catalog: deps.catalog, handlers: deps.handlers });
  const { decisions } = admitBatch(turn.modelCalls, {
    offer,
    catalog: deps.catalog,
    task: run.task,
    remainingToolCalls: remaining,
    unknownNamesHandedBack: unknownNamesHandedBack(run, turn.index),
    gateSummarySet: latestGateSummary(run, turn.index) !== null,
  });
  const recorded = new Set(turn.calls.map((call: CallSnapshot) => call.index));
  const calls: CallSnapshot[] = [...turn.calls];
  let failure: RecordedAdmission["failure"] = null;
  for (const [index, decision] of decisions.entries()) {
    const sent = turn.modelCalls[index];
    if (decision.kind === "fail") failure ??= { code: decision.code, message: decision.text.replace(/^ERROR: /, "") };
    if (recorded.has(index)) continue;
    const runs = decision.kind === "run";
    const text = runs ? null : appendTrailer(decision.text, remaining, deps.limits.lowBudgetThreshold);
    const tool = runs ? decision.definition.name : decision.tool;
    const code = runs ? null : decision.code;
    const outcome = outcomeOf[decision.kind];
    const { callId } = await deps.store.createCall({
      organisationId: run.organisationId,
      runId: run.id,
      turnId: turn.id,
      index,
      modelCallId: sent.id,
      name: sent.name,
      rawArguments: typeof sent.arguments === "string" ? sent.arguments : null,
      outcome,
      code,
      tool,
      arguments: decision.arguments,
      // A call refused after repair keeps the repairs beside the repaired arguments it was judged on.
      repairs: "repairs" in decision ? (decision.repairs ?? []) : [],
      result: text,
      ref: null,
      metadata: unansweredMetadata(tool ?? sent.name, code, text),
    });
    calls.push({
      id: callId,
      index,
      modelCallId: sent.id,
      name: sent.name,
      tool,
      arguments: decision.arguments,
      outcome,
      code,
      result: text,
      attempts: 0,
      gate: null,
    });
  }
  return { failure, calls: calls.sort((a, b) => a.index - b.index) };
}
