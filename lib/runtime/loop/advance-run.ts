// The bounded agent loop (seed "running tools"): the model may ask to call tools; the runtime answers them,
// feeds the results back and asks again — until the model answers in text or the iteration cap is reached.
// Every step is persisted before the next, so any worker can pick a run up where another stopped.
//
// Issue 9, item 5: the run is read once per pass; a step is two commits — the model's turn with admission's
// decisions (store.recordTurn), then the turn's answers and results (store.settle) — and the loop goes on
// from what it wrote, never reading it back. What a step re-reads is what may change under it: the
// agent's settings (a tool turned off leaves the run at the next turn) and the secret values to redact.

import { buildOffer, offerAsSent, type Offer } from "../offer/build-offer";
import { createResultRedactor } from "../results/redact-secrets";
import { isEnded } from "../lifecycle/run-status";
import type { ModelClient, ModelResponse } from "../ports";
import { noRunEvents } from "../ports/run-events";
import type { LoopDependencies } from "../ports/loop-dependencies";
import { LeaseLostError, type NewTurn, type RunSnapshot, type RunStatus, type TurnSnapshot } from "../ports/run-store";
import { buildMessages } from "./build-messages";
import { offerSubjectOf } from "./offer-subject";
import { settledEnding } from "./settled-ending";
import { settleTurn, type SettleResult, type StepContext } from "./settle-turn";
import { storableModelResponse } from "./storable-model-response";
import { escapeUnstorable } from "../admission/storable-text";
import { admitTurn } from "./admit-turn";
import { remainingToolCalls, turnsCounted, unknownNamesHandedBack } from "./budget";
import { latestGateSummary } from "./gate-summary";
import { callSnapshotOf, turnCalls } from "./turn-calls";
import { startConnectors } from "./start-connectors";
import { modelLabelOf } from "./model-label";
import { emitAdmitted } from "./call-events";
import { ITERATION_CAP_REACHED } from "../lifecycle/budget-endings";
import { preparePrompt } from "./compact-before-turn";

function isUnsettled(turn: TurnSnapshot | undefined): turn is TurnSnapshot {
  if (!turn) return false;
  return turn.calls.length < turn.modelCalls.length || turn.calls.some((call) => call.outcome === "pending" || call.outcome === "waiting");
}

function gateStillOpen(run: RunSnapshot): boolean {
  return run.turns.some((turn) => turn.calls.some((call) => call.outcome === "waiting" && call.gate?.status !== "decided"));
}

type Ended = Extract<SettleResult, { kind: "ended" }>;

/** Admits the calls of `turn` at `indexes` against `offer` and records them (with the turn when it is new). */
async function recordCalls(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, isNew: boolean, offer: Offer, indexes: ReadonlySet<number>, step: Omit<StepContext, "startedHere" | "cancelChecked">, timing: Pick<NewTurn, "latencyMs" | "usage" | "modelRequest"> = {}) {
  const admission = await admitTurn(
    deps,
    { organisationId: run.organisationId, agentId: run.agentId, conversationId: run.conversationId, runId: run.id },
    turn.modelCalls,
    {
      offer,
      catalog: offer.catalog,
      handlers: deps.handlers,
      task: run.task,
      remainingToolCalls: remainingToolCalls(run),
      unknownNamesHandedBack: unknownNamesHandedBack(run, turn.index),
      gateSummarySet: latestGateSummary(run, turn.index) !== null,
    },
  );
  const { rows, failure, startedIndex } = turnCalls(turn.modelCalls, admission, deps.limits.lowBudgetThreshold, indexes);
  // A turn without calls is the final answer; an exhausted script answers "" and the run ends too.
  const ending = failure ? { status: "failed" as const, failure } : turn.modelCalls.length === 0 ? { status: "succeeded" as const, output: turn.modelText } : null;
  const newTurn: NewTurn = { index: turn.index, modelText: turn.modelText, modelCalls: turn.modelCalls, offer: offer.tools, ...timing };
  const recorded = await deps.store.recordTurn(run, { turn: isNew ? newTurn : { id: turn.id }, calls: rows, ending, secretValues: step.secretValues });
  if (recorded.kind === "cancelled") return { kind: "cancelled" as const };
  const calls = rows.map((row, position) => callSnapshotOf(row, recorded.callIds[position]));
  emitAdmitted(deps, run.id, turn.index, rows, calls, step.secretValues);
  const startedHere = new Set(startedIndex === null ? [] : calls.filter((call) => call.index === startedIndex).map((call) => call.id));
  return { kind: "recorded" as const, turnId: recorded.turnId, calls, ending, startedHere };
}

type Step = { kind: "next"; run: RunSnapshot } | { kind: "waiting" } | Ended;

/** Asks the model for the next turn, records it with admission's decisions (commit 1), and settles it (commit 2). */
async function takeTurn(deps: LoopDependencies, loaded: RunSnapshot, offer: Offer, secretValues: readonly string[]): Promise<Step> {
  let run = loaded;
  if (turnsCounted(run) >= run.state.maxIterations) {
    const message = `The run reached its iteration cap of ${run.state.maxIterations} model turns without a final answer.`;
    return end(deps, run, { kind: "ended", status: "failed", failure: { code: ITERATION_CAP_REACHED, message } });
  }
  let response: ModelResponse;
  let modelRequest: { startedAt: Date; endedAt: Date };
  const events = deps.events ?? noRunEvents;
  const turnIndex = run.turns.length;
  let asked: Date | null = null;
  let model: ModelClient;
  try {
    model = await deps.modelFor(run);
  } catch (error) {
    return modelFailed(deps, run, secretValues, error);
  }
  // Issue 22: the prompt counted, and compacted first when it would pass the model's budget (stored before use).
  const prepared = await preparePrompt(deps, run, offer.tools, model);
  run = prepared.run;
  try {
    const request = { turnIndex, requestIndex: prepared.requestIndex, messages: prepared.messages, tools: offer.tools };
    // Issue 12, item 8, and issue 17, item 3: the model request alone is timed, by its two events; their
    // times are stored on the turn (the trace's model segment) in the turn's own statement.
    asked = deps.clock.now();
    events.emit({ type: "model_request_started", at: asked, runId: run.id, turnIndex, ...modelLabelOf(run.model) });
    const answer = await model.generate(request);
    const answered = deps.clock.now();
    response = storableModelResponse(answer);
    events.emit({ type: "model_request_ended", at: answered, runId: run.id, turnIndex, startedAt: asked, outcome: "ok", usage: response.usage ?? null, calls: response.calls.length });
    modelRequest = { startedAt: asked, endedAt: answered };
  } catch (error) {
    if (asked) events.emit({ type: "model_request_ended", at: deps.clock.now(), runId: run.id, turnIndex, startedAt: asked, outcome: "error", usage: null, calls: 0 });
    return modelFailed(deps, run, secretValues, error);
  }
  const offeredTools = offer.tools.map((tool) => tool.name);
  const draft: TurnSnapshot = { id: "", index: run.turns.length, modelText: response.text, modelCalls: response.calls, offeredTools, calls: [] };
  const indexes = new Set(response.calls.map((_call, index) => index));
  const latencyMs = Math.max(0, modelRequest.endedAt.getTime() - modelRequest.startedAt.getTime());
  const timing = { latencyMs, modelRequest, promptTokens: prepared.promptTokens, ...(response.usage ? { usage: response.usage } : {}) };
  const recorded = await recordCalls(deps, run, draft, true, offer, indexes, { secretValues }, timing);
  if (recorded.kind === "cancelled") return { kind: "ended", status: "cancelled" };
  const turn: TurnSnapshot = { ...draft, id: recorded.turnId, calls: recorded.calls, promptTokens: prepared.promptTokens, inputTokens: response.usage?.inputTokens ?? null };
  const next: RunSnapshot = { ...run, status: recorded.ending?.status ?? "running", turns: [...run.turns, turn] };
  if (recorded.ending) return { kind: "ended", ...recorded.ending };
  return settled(deps, next, turn, await settleTurn(deps, next, turn, { secretValues, startedHere: recorded.startedHere, cancelChecked: true }));
}

/** A resumed turn: its missing calls recorded against the offer it was sent, then its open calls settled. */
async function resumeTurn(deps: LoopDependencies, run: RunSnapshot, last: TurnSnapshot, built: Offer, secretValues: readonly string[]): Promise<Step> {
  let turn = last;
  let startedHere: ReadonlySet<string> = new Set();
  if (turn.calls.length < turn.modelCalls.length) {
    const recordedIndexes = new Set(turn.calls.map((call) => call.index));
    const missing = new Set(turn.modelCalls.map((_call, index) => index).filter((index) => !recordedIndexes.has(index)));
    const offer = offerAsSent(built, turn.offeredTools ?? []);
    const recorded = await recordCalls(deps, run, turn, false, offer, missing, { secretValues });
    if (recorded.kind === "cancelled") return { kind: "ended", status: "cancelled" };
    turn = { ...turn, calls: [...turn.calls, ...recorded.calls].sort((a, b) => a.index - b.index) };
    startedHere = recorded.startedHere;
    if (recorded.ending) return { kind: "ended", ...recorded.ending };
  }
  const next: RunSnapshot = { ...run, turns: [...run.turns.slice(0, -1), turn] };
  return settled(deps, next, turn, await settleTurn(deps, next, turn, { secretValues, startedHere, cancelChecked: false }));
}

/** A model that could not be created or asked: the run fails `model_error`, the message redacted. */
async function modelFailed(deps: LoopDependencies, run: RunSnapshot, secretValues: readonly string[], error: unknown): Promise<Ended> {
  // A provider's error may quote the request, key included: redacted before it is stored or logged.
  const message = escapeUnstorable(createResultRedactor(secretValues).redact(error instanceof Error ? error.message : String(error)));
  deps.log.error("model request failed", { runId: run.id, message });
  return end(deps, run, { kind: "ended", status: "failed", failure: { code: "model_error", message: `The model request failed: ${message}` } });
}

function settled(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, result: SettleResult): Step {
  if (result.kind === "continue") return { kind: "next", run: { ...run, turns: [...run.turns.slice(0, -1), { ...turn, calls: [...turn.calls] }] } };
  return result;
}

/** An ending no commit of the step carried (the iteration cap, a model error, an ending read off the rows). */
async function end(deps: LoopDependencies, run: RunSnapshot, ending: Ended): Promise<Ended> {
  await deps.store.updateRun(run, { status: ending.status, output: ending.output ?? null, failure: ending.failure ?? null, finished: true });
  return ending;
}

/** Where a pass stopped: the run's status, "gone" (no such run) or "superseded" (another worker holds it). */
export type AdvanceOutcome = RunStatus | "gone" | "superseded";

/**
 * Advances a run until it ends or waits for a gate; returns the status it stopped in, "gone" for a run
 * that no longer exists (its agent was deleted while its job waited): nothing to do, and nothing to retry,
 * or "superseded" when another worker took the run's lease meanwhile (issue 16, item 1: this pass was
 * frozen past its heartbeat): it stopped at its next write or before its next handler, having written
 * nothing since, and the newer holder goes on.
 */
export async function advanceRun(deps: LoopDependencies, runId: string): Promise<AdvanceOutcome> {
  const pass: Pass = { started: false, failureCode: null };
  try {
    return passEnded(deps, runId, pass, await advanceHeldRun(deps, runId, pass));
  } catch (error) {
    if (error instanceof LeaseLostError && error.runId === runId) return passEnded(deps, runId, pass, "superseded");
    passEnded(deps, runId, pass, "error");
    throw error;
  }
}

/** Issue 17, item 3: whether this call of advanceRun worked on the run (a pass), and the failure it ended in. */
type Pass = { started: boolean; failureCode: string | null };

function passEnded<Outcome extends AdvanceOutcome | "error">(deps: LoopDependencies, runId: string, pass: Pass, stoppedAs: Outcome): Outcome {
  if (pass.started) {
    const ended = stoppedAs !== "error" && stoppedAs !== "superseded" && stoppedAs !== "gone" && isEnded(stoppedAs);
    deps.events?.emit({ type: "run_pass_ended", at: deps.clock.now(), runId, stoppedAs, ended, failureCode: pass.failureCode });
  }
  return stoppedAs;
}

async function advanceHeldRun(deps: LoopDependencies, runId: string, pass: Pass): Promise<RunStatus | "gone"> {
  const loaded = await deps.store.load(runId);
  if (!loaded) return "gone";
  if (isEnded(loaded.status)) return loaded.status;
  if (loaded.status === "waiting" && gateStillOpen(loaded)) return "waiting";
  let run = loaded;
  pass.started = true;
  const { organisationId, agentId, conversationId, kind } = run;
  deps.events?.emit({ type: "run_pass_started", at: deps.clock.now(), runId, organisationId, agentId, conversationId, kind, resumed: run.turns.length > 0 });
  // A fresh turn's commit marks the run running; a resumed turn has none, so it is marked here.
  if (run.status !== "running" && isUnsettled(run.turns.at(-1))) {
    await deps.store.updateRun(run, { status: "running", started: run.status === "queued" });
    run = { ...run, status: "running" };
  }
  for (let first = true; ; first = false) {
    // Re-read every turn but the first (the load just read them): the agent's settings and own tools.
    let inputs = first ? null : await deps.store.turnInputs(run.id);
    if (first && run.turns.length === 0 && run.connectors.length > 0 && deps.connectors) {
      // Issue 10, generation start: the agent's connector logins decide before the model is first asked.
      const start = await startConnectors(deps.connectors, run.connectors, deps.clock.now());
      if (start.kind === "failed") {
        pass.failureCode = start.failure.code;
        return (await end(deps, run, { kind: "ended", status: "failed", failure: start.failure })).status;
      }
      // Logins listed again: the first turn offers their fresh lists.
      if (start.relisted) inputs = await deps.store.turnInputs(run.id);
    }
    if (inputs) run = { ...run, agent: inputs.agent, agentTools: inputs.agentTools, connectors: inputs.connectors, previews: inputs.previews };
    const secretValues = inputs?.secretValues ?? (await deps.secrets.valuesFor(run.organisationId, run.agentId));
    // Built once for the step (issue 9, item 2): the tools the model is sent, and the run's catalog (the
    // registry and the agent's own tools) that admission and execution read.
    const offer = buildOffer({ ...offerSubjectOf(run), catalog: deps.catalog, handlers: deps.handlers });
    const stepDeps = { ...deps, catalog: offer.catalog };
    const last = run.turns.at(-1);
    let step: Step;
    if (isUnsettled(last)) step = await resumeTurn(stepDeps, run, last, offer, secretValues);
    else {
      const ending = settledEnding(run, last, offer.catalog);
      step = ending ? await end(deps, run, ending) : await takeTurn(stepDeps, run, offer, secretValues);
    }
    if (step.kind === "ended") {
      pass.failureCode = step.failure?.code ?? null;
      return step.status;
    }
    if (step.kind === "waiting") {
      await deps.store.updateRun(run, { status: "waiting" });
      return "waiting";
    }
    run = step.run;
  }
}
