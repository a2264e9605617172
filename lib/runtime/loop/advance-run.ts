// The bounded agent loop (seed "running tools"): the model may ask to call tools; the runtime answers them,
// feeds the results back and asks again — until the model answers in text or the iteration cap is reached.
// Every step is persisted before the next, and each pass starts from the stored state, so any worker can
// pick a run up where another stopped.

import { buildOffer } from "../offer/build-offer";
import { createResultRedactor } from "../results/redact-secrets";
import type { ModelResponse } from "../ports";
import type { LoopDependencies } from "./loop-dependencies";
import type { RunSnapshot, RunStatus, TurnSnapshot } from "./run-snapshot";
import { buildMessages } from "./build-messages";
import { offerSubjectOf } from "./offer-subject";
import { withAgentTools } from "../catalog/with-agent-tools";
import { settledEnding } from "./settled-ending";
import { settleTurn, type SettleResult } from "./settle-turn";
import { storableModelResponse } from "./storable-model-response";
import { escapeUnstorable } from "../admission/storable-text";
import { ENDED_RUN_STATUSES as finalStatuses } from "../lifecycle/run-status";

function isUnsettled(turn: TurnSnapshot | undefined): turn is TurnSnapshot {
  if (!turn) return false;
  return turn.calls.length < turn.modelCalls.length || turn.calls.some((call) => call.outcome === "pending" || call.outcome === "waiting");
}

function gateStillOpen(run: RunSnapshot): boolean {
  return run.turns.some((turn) => turn.calls.some((call) => call.outcome === "waiting" && call.gate?.status !== "decided"));
}

async function end(deps: LoopDependencies, run: RunSnapshot, result: Extract<SettleResult, { kind: "ended" }>): Promise<RunStatus> {
  await deps.store.updateRun(run.id, {
    status: result.status,
    output: result.output ?? null,
    failure: result.failure ?? null,
    finished: true,
  });
  return result.status;
}

type ModelStep = Extract<SettleResult, { kind: "ended" }> | { kind: "turn"; turn: TurnSnapshot };

async function askModel(deps: LoopDependencies, run: RunSnapshot): Promise<ModelStep> {
  if (run.turns.length >= run.state.maxIterations) {
    const message = `The run reached its iteration cap of ${run.state.maxIterations} model turns without a final answer.`;
    return { kind: "ended", status: "failed", failure: { code: "iteration_cap_reached", message } };
  }
  const offer = buildOffer({ ...offerSubjectOf(run), catalog: deps.catalog, handlers: deps.handlers });
  let response: ModelResponse;
  try {
    const model = await deps.modelFor(run);
    response = storableModelResponse(await model.generate({ turnIndex: run.turns.length, messages: buildMessages(run, deps.limits), tools: offer.tools }));
  } catch (error) {
    // A provider's error may quote the request, key included: redacted before it is stored or logged.
    const secrets = await deps.secrets.valuesFor(run.organisationId, run.agentId);
    const message = escapeUnstorable(createResultRedactor(secrets).redact(error instanceof Error ? error.message : String(error)));
    deps.log.error("model request failed", { runId: run.id, message });
    return { kind: "ended", status: "failed", failure: { code: "model_error", message: `The model request failed: ${message}` } };
  }
  const { turnId } = await deps.store.saveTurn(run.id, { index: run.turns.length, modelText: response.text, modelCalls: response.calls, offer: offer.tools });
  // A turn without calls is the final answer; an exhausted script answers "" and the run ends too.
  if (response.calls.length === 0) return { kind: "ended", status: "succeeded", output: response.text };
  const offeredTools = offer.tools.map((tool) => tool.name);
  return { kind: "turn", turn: { id: turnId, index: run.turns.length, modelText: response.text, modelCalls: response.calls, offeredTools, calls: [] } };
}

/** A new turn is settled in the same pass, from what was just written, without reading the run again. */
async function nextStep(deps: LoopDependencies, run: RunSnapshot, last: TurnSnapshot | undefined): Promise<SettleResult> {
  if (isUnsettled(last)) return settleTurn(deps, run, last);
  const ending = settledEnding(run, last, deps.catalog);
  if (ending) return ending;
  const step = await askModel(deps, run);
  if (step.kind === "ended") return step;
  return settleTurn(deps, { ...run, turns: [...run.turns, step.turn] }, step.turn);
}

/**
 * Advances a run until it ends or waits for a gate; returns the status it stopped in, or "gone" for a run
 * that no longer exists (its agent was deleted while its job waited): nothing to do, and nothing to retry.
 */
export async function advanceRun(deps: LoopDependencies, runId: string): Promise<RunStatus | "gone"> {
  for (;;) {
    const run = await deps.store.load(runId);
    if (!run) return "gone";
    if (finalStatuses.includes(run.status)) return run.status;
    if (run.status === "waiting" && gateStillOpen(run)) return "waiting";
    if (run.status !== "running") await deps.store.updateRun(run.id, { status: "running", started: run.status === "queued" });
    const last = run.turns.at(-1);
    // The agent's own tools are re-read with the run, so this turn's catalog holds them.
    const runDeps = { ...deps, catalog: withAgentTools(deps.catalog, run.agentTools) };
    const step = await nextStep(runDeps, run, last);
    if (step.kind === "ended") return end(deps, run, step);
    if (step.kind === "waiting") {
      await deps.store.updateRun(run.id, { status: "waiting" });
      return "waiting";
    }
  }
}
