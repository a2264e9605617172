// Answers the calls of the latest turn one at a time, persisting after each, so that a worker that dies
// mid-turn leaves a run another worker resumes: answered calls stay answered, an interrupted unsafe call
// is not repeated, and an open gate keeps the run waiting.

import { answerCall } from "../execution/answer-call";
import { mayRetry } from "../execution/retry-policy";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { ToolContext } from "../ports";
import type { RunEnding } from "../lifecycle/run-ending";
import { decideBeforeRun } from "../admission/decide-before-run";
import { deniedText, type GateRequirement } from "../admission/gate-policy";
import { remainingToolCalls } from "./budget";
import { latestGateSummary, summarySetBy } from "./gate-summary";
import type { LoopDependencies } from "./loop-dependencies";
import type { CallSnapshot, RunSnapshot, TurnSnapshot } from "./run-snapshot";
import { preflightTurn } from "./preflight-turn";
import { recordAdmission } from "./record-admission";
import { decidedGateEnding } from "./settled-ending";

export type SettleResult =
  | { kind: "continue" }
  | { kind: "waiting" }
  | ({ kind: "ended" } & RunEnding);

function contextFor(run: RunSnapshot, call: CallSnapshot, tool: string): ToolContext {
  return {
    organisationId: run.organisationId,
    agentId: run.agentId,
    conversationId: run.conversationId,
    runId: run.id,
    taskId: run.taskId,
    callId: call.id,
    actingUserId: run.actingUserId,
    actingUserRoles: run.actingUserRoles,
    tool,
  };
}

function notice(deps: LoopDependencies, text: string, remaining: number): string {
  return appendTrailer(text, remaining, deps.limits.lowBudgetThreshold);
}

async function closeRest(deps: LoopDependencies, calls: readonly CallSnapshot[], after: number, remaining: number) {
  const text = notice(deps, "Not run: the run ended on the CEO's decision before this call.", remaining);
  for (const call of calls) {
    if (call.index > after && (call.outcome === "pending" || call.outcome === "waiting")) {
      await deps.store.updateCall(call.id, { outcome: "not_run", code: "not_run", result: text });
    }
  }
}

/** What the turn has settled so far: the budget left and the run's gate summary (seed "Gates and grants"). */
type TurnProgress = { remaining: number; summary: string | null };

type CallStep = SettleResult | { kind: "next"; progress: TurnProgress };

type Refusal = { outcome: "handed_back" | "tool_error"; code: string; text: string };

async function refuse(deps: LoopDependencies, call: CallSnapshot, refusal: Refusal, progress: TurnProgress): Promise<CallStep> {
  await deps.store.updateCall(call.id, { outcome: refusal.outcome, code: refusal.code, result: notice(deps, refusal.text, progress.remaining) });
  return { kind: "next", progress };
}

/** One pending or waiting call; "next" goes on with the next call of the turn and what it settled. */
async function settleCall(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, call: CallSnapshot, progress: TurnProgress): Promise<CallStep> {
  const { remaining } = progress;
  const decision = decideBeforeRun({
    name: call.name,
    definition: call.tool ? deps.catalog.get(call.tool) : undefined,
    handler: call.tool ? deps.handlers.get(call.tool) : undefined,
    task: run.task,
    catalog: deps.catalog,
    remainingToolCalls: remaining,
    gateSummarySet: progress.summary !== null,
    started: call.attempts > 0,
    gateOpened: call.gate !== null,
  });
  if (decision.kind === "refuse") return refuse(deps, call, decision, progress);
  const { definition, handler } = decision;
  const requirement: GateRequirement = decision.kind === "gate" ? decision.requirement : "none";
  let gateDecision: ToolContext["gateDecision"];
  if (requirement !== "none") {
    if (!call.gate) {
      // One write opens the gate and marks the call waiting, so no resume finds one without the other.
      const opening = { organisationId: run.organisationId, runId: run.id, callId: call.id, tool: definition.name, arguments: call.arguments };
      await deps.store.openGate({ ...opening, summary: progress.summary });
      return { kind: "waiting" };
    }
    if (call.gate.status === "open" || call.gate.decision === null) return { kind: "waiting" };
    if (call.gate.decision === "deny") {
      await deps.store.updateCall(call.id, { outcome: "denied", code: "gate_denied", result: notice(deps, deniedText(call.gate.note), remaining) });
      if (requirement === "task") return { kind: "next", progress };
      await closeRest(deps, turn.calls, call.index, remaining);
      return { kind: "ended", status: "failed", failure: { code: "gate_denied", message: `The CEO denied ${definition.name}.` } };
    }
    gateDecision = { decision: "approve", note: call.gate.note };
  }
  if (call.attempts > 0 && !mayRetry(definition.retry)) {
    // A worker died while this call ran. An unsafe call is never repeated: a repeat would act again.
    const text = `ERROR: the call was interrupted and is not repeated, because ${definition.name} is not retry-safe`;
    return refuse(deps, call, { outcome: "tool_error", code: "interrupted", text }, progress);
  }
  const left = call.attempts > 0 ? remaining : remaining - 1;
  // The start is persisted first: it charges the budget and marks the call as started for a resume.
  if (call.attempts === 0) await deps.store.updateCall(call.id, { metadata: unansweredMetadata(definition.name, null, null, 1) });
  const context = { ...contextFor(run, call, definition.name), gateDecision, offeredTools: turn.offeredTools };
  const input = (call.arguments ?? {}) as Record<string, unknown>;
  const answer = await answerCall(deps, { context, definition, handler, arguments: input, remainingToolCalls: left, previewsOn: run.previews });
  await deps.store.updateCall(call.id, { outcome: answer.outcome, code: answer.code, result: answer.result, ref: answer.ref, metadata: answer.metadata });
  await deps.store.updateRun(run.id, { remainingToolCalls: left });
  const summary = summarySetBy({ tool: definition.name, outcome: answer.outcome, arguments: input }) ?? progress.summary;
  if (requirement !== "always") return { kind: "next", progress: { remaining: left, summary } };
  await closeRest(deps, turn.calls, call.index, left);
  return { kind: "ended", status: "succeeded", output: answer.body };
}

export async function settleTurn(deps: LoopDependencies, run: RunSnapshot, given: TurnSnapshot): Promise<SettleResult> {
  let turn = given;
  if (turn.calls.length < turn.modelCalls.length) {
    const { failure, calls } = await recordAdmission(deps, run, turn);
    if (failure) return { kind: "ended", status: "failed", failure };
    turn = { ...turn, calls };
  }
  turn = { ...turn, calls: await preflightTurn(deps, run, turn, remainingToolCalls(run)) };
  // The summary so far includes the calls of this turn that a resumed run had already answered.
  let progress: TurnProgress = { remaining: remainingToolCalls(run), summary: latestGateSummary(run) };
  // A resumed turn whose always-gated call was already decided ends as that decision did.
  const decided = decidedGateEnding(turn, deps.catalog);
  if (decided) {
    await closeRest(deps, turn.calls, decided.index, progress.remaining);
    return decided.ending;
  }
  for (const call of [...turn.calls].sort((a, b) => a.index - b.index)) {
    if (call.outcome !== "pending" && call.outcome !== "waiting") continue;
    if ((await deps.store.status(run.id)) === "cancelled") return { kind: "ended", status: "cancelled" };
    const step = await settleCall(deps, run, turn, call, progress);
    if (step.kind !== "next") return step;
    progress = step.progress;
  }
  return { kind: "continue" };
}
