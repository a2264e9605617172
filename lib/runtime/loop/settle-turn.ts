// Answers the calls of the latest turn one at a time, persisting after each, so that a worker that dies
// mid-turn leaves a run another worker resumes: answered calls stay answered, an interrupted unsafe call
// is not repeated, and an open gate keeps the run waiting.

import { answerCall } from "../execution/answer-call";
import { mayRetry } from "../execution/retry-policy";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { ToolContext } from "../ports";
import { remainingToolCalls } from "./budget";
import { deniedText, gateRequirement } from "./gate-policy";
import type { LoopDependencies } from "./loop-dependencies";
import type { CallSnapshot, RunSnapshot, TurnSnapshot } from "./run-snapshot";
import { recordAdmission } from "./record-admission";
import { decidedGateEnding } from "./settled-ending";

export type SettleResult =
  | { kind: "continue" }
  | { kind: "waiting" }
  | { kind: "ended"; status: "succeeded" | "failed" | "cancelled"; output?: string; failure?: { code: string; message: string } };

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

type CallStep = SettleResult | { kind: "next"; remaining: number };

/** One pending or waiting call; "next" goes on with the next call of the turn and the budget left. */
async function settleCall(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, call: CallSnapshot, remaining: number): Promise<CallStep> {
  const definition = call.tool ? deps.catalog.get(call.tool) : undefined;
  const handler = call.tool ? deps.handlers.get(call.tool) : undefined;
  if (!definition || !handler) {
    const text = notice(deps, `ERROR: tool ${call.name} is not offered this run`, remaining);
    await deps.store.updateCall(call.id, { outcome: "handed_back", code: "not_offered", result: text });
    return { kind: "next", remaining };
  }
  // The budget is checked before a gate opens: the CEO is never asked about a call that could not run.
  if (remaining <= 0 && call.attempts === 0) {
    const text = notice(deps, "ERROR: the tool-call budget of this run is spent; finish with text.", 0);
    await deps.store.updateCall(call.id, { outcome: "handed_back", code: "budget_spent", result: text });
    return { kind: "next", remaining };
  }
  const requirement = gateRequirement(definition, run.task);
  let gateDecision: ToolContext["gateDecision"];
  if (requirement !== "none") {
    if (!call.gate) {
      // One write opens the gate and marks the call waiting, so no resume finds one without the other.
      await deps.store.openGate({ organisationId: run.organisationId, runId: run.id, callId: call.id, tool: definition.name, arguments: call.arguments });
      return { kind: "waiting" };
    }
    if (call.gate.status === "open" || call.gate.decision === null) return { kind: "waiting" };
    if (call.gate.decision === "deny") {
      await deps.store.updateCall(call.id, { outcome: "denied", code: "gate_denied", result: notice(deps, deniedText(call.gate.note), remaining) });
      if (requirement === "task") return { kind: "next", remaining };
      await closeRest(deps, turn.calls, call.index, remaining);
      return { kind: "ended", status: "failed", failure: { code: "gate_denied", message: `The CEO denied ${definition.name}.` } };
    }
    gateDecision = { decision: "approve", note: call.gate.note };
  }
  if (call.attempts > 0 && !mayRetry(definition.retry)) {
    // A worker died while this call ran. An unsafe call is never repeated: a repeat would act again.
    const text = notice(deps, `ERROR: the call was interrupted and is not repeated, because ${definition.name} is not retry-safe`, remaining);
    await deps.store.updateCall(call.id, { outcome: "tool_error", code: "interrupted", result: text });
    return { kind: "next", remaining };
  }
  const left = call.attempts > 0 ? remaining : remaining - 1;
  // The start is persisted first: it charges the budget and marks the call as started for a resume.
  if (call.attempts === 0) await deps.store.updateCall(call.id, { metadata: unansweredMetadata(definition.name, null, null, 1) });
  const context = { ...contextFor(run, call, definition.name), gateDecision };
  const input = (call.arguments ?? {}) as Record<string, unknown>;
  const answer = await answerCall(deps, { context, definition, handler, arguments: input, remainingToolCalls: left });
  await deps.store.updateCall(call.id, { outcome: answer.outcome, code: answer.code, result: answer.result, ref: answer.ref, metadata: answer.metadata });
  await deps.store.updateRun(run.id, { remainingToolCalls: left });
  if (requirement !== "always") return { kind: "next", remaining: left };
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
  let remaining = remainingToolCalls(run);
  // A resumed turn whose always-gated call was already decided ends as that decision did.
  const decided = decidedGateEnding(turn, deps.catalog);
  if (decided) {
    await closeRest(deps, turn.calls, decided.index, remaining);
    return decided.ending;
  }
  for (const call of [...turn.calls].sort((a, b) => a.index - b.index)) {
    if (call.outcome !== "pending" && call.outcome !== "waiting") continue;
    if ((await deps.store.status(run.id)) === "cancelled") return { kind: "ended", status: "cancelled" };
    const step = await settleCall(deps, run, turn, call, remaining);
    if (step.kind !== "next") return step;
    remaining = step.remaining;
  }
  return { kind: "continue" };
}
