// Answers the calls of the latest turn in order. Issue 9, item 5: their answers and stored results are
// kept in memory and written in one commit when the turn is settled (or before anything must be durable
// first: a gate opening, the start of a call that is unsafe to repeat). A worker that dies mid-turn
// leaves a run another worker resumes: a safe call it had answered runs again (a repeat changes nothing),
// an interrupted unsafe call is not repeated (its start was written before it ran), and an open gate keeps
// the run waiting.

import { answerCall } from "../results/answer-call";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { ResultStore, ToolContext } from "../ports";
import { isAdmitted, type Refusal } from "../admission/call-decision";
import { decideBeforeRun } from "../admission/decide-before-run";
import { deniedText } from "../admission/gate-policy";
import { endedOnDecisionText } from "../admission/refusal-texts";
import type { RunEnding } from "../lifecycle/run-ending";
import { remainingToolCalls } from "./budget";
import { latestGateSummary, summarySetBy } from "./gate-summary";
import type { LoopDependencies } from "../ports/loop-dependencies";
import type { CallSettlement, CallSnapshot, RunSnapshot, StoredResult, TurnSnapshot } from "../ports/run-store";
import { decidedGateEnding } from "./settled-ending";
import { emitAnswered, emitGated } from "./call-events";

export type SettleResult = { kind: "continue" } | { kind: "waiting" } | ({ kind: "ended" } & RunEnding);

/** The step's context: the secret values read once for it, and the calls this pass marked started. */
export type StepContext = { secretValues: readonly string[]; startedHere: ReadonlySet<string>; cancelChecked: boolean };

function contextFor(run: RunSnapshot, call: CallSnapshot, tool: string, turn: TurnSnapshot, gateDecision: ToolContext["gateDecision"]): ToolContext {
  // Written out rather than spread: it is built for every call a run answers.
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
    gateDecision,
    offeredTools: turn.offeredTools,
  };
}

/** What the turn has settled so far: the budget left and the run's gate summary (seed "Gates and grants"). */
type TurnProgress = { remaining: number; summary: string | null };

/** The writes the turn owes, applied to its snapshot as they are made and committed together. */
class Pending {
  readonly calls: CallSettlement[] = [];
  readonly results: StoredResult[] = [];
  constructor(
    private readonly turn: TurnSnapshot,
    private readonly answered: (call: CallSnapshot, settlement: Omit<CallSettlement, "callId">) => void = () => undefined,
  ) {}

  write(call: CallSnapshot, settlement: Omit<CallSettlement, "callId">) {
    this.calls.push({ callId: call.id, ...settlement });
    this.answered(call, settlement);
    const index = this.turn.calls.findIndex((candidate) => candidate.id === call.id);
    const metadata = settlement.metadata;
    this.turn.calls[index] = {
      ...this.turn.calls[index],
      outcome: settlement.outcome,
      code: settlement.code,
      result: settlement.result,
      ref: settlement.ref,
      ...(metadata ? { attempts: metadata.attempts, storedBytes: metadata.stored_bytes } : {}),
    };
  }

  async flush(deps: LoopDependencies, run: RunSnapshot, step: StepContext, ending: RunEnding | null) {
    if (this.calls.length === 0 && this.results.length === 0 && ending === null) return;
    await deps.store.settle(run, { calls: this.calls.splice(0), results: this.results.splice(0), ending, secretValues: step.secretValues });
  }

  /** The result store answerCall writes to: the ref now, the row with the turn's other writes. */
  resultsFor(deps: LoopDependencies): ResultStore {
    return {
      newRef: () => deps.results.newRef(),
      put: async (input) => {
        const ref = deps.results.newRef();
        this.results.push({ ...input, ref });
        return { ref };
      },
    };
  }
}

function endingOf(result: Extract<SettleResult, { kind: "ended" }>): RunEnding {
  return { status: result.status, ...(result.output === undefined ? {} : { output: result.output }), ...(result.failure === undefined ? {} : { failure: result.failure }) };
}

type CallStep = SettleResult | { kind: "next"; progress: TurnProgress };

function notice(deps: LoopDependencies, text: string, remaining: number): string {
  return appendTrailer(text, remaining, deps.limits.lowBudgetThreshold);
}

function closeRest(deps: LoopDependencies, pending: Pending, turn: TurnSnapshot, after: number, remaining: number) {
  const text = notice(deps, endedOnDecisionText, remaining);
  for (const call of [...turn.calls]) {
    if (call.index > after && (call.outcome === "pending" || call.outcome === "waiting")) {
      pending.write(call, { outcome: "not_run", code: "not_run", result: text, ref: null, metadata: null });
    }
  }
}

function refuse(deps: LoopDependencies, pending: Pending, call: CallSnapshot, refusal: Refusal, progress: TurnProgress): CallStep {
  pending.write(call, { outcome: refusal.outcome, code: refusal.code, result: notice(deps, refusal.text, progress.remaining), ref: null, metadata: null });
  return { kind: "next", progress };
}

/** One pending or waiting call; "next" goes on with the next call of the turn and what it settled. */
async function settleCall(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, call: CallSnapshot, progress: TurnProgress, pending: Pending, step: StepContext): Promise<CallStep> {
  const { remaining } = progress;
  const startedHere = step.startedHere.has(call.id);
  // The same rule admission applied to the turn, again just before the handler: what changed since (a
  // tool turned off, a spent budget, a summary call that failed, a worker that died mid-call) is judged
  // as admission would, and admission says whether the start is written ahead.
  const decision = decideBeforeRun({
    name: call.name,
    tool: call.tool,
    arguments: call.arguments,
    repairs: [],
    definition: call.tool ? deps.catalog.get(call.tool) : undefined,
    answered: call.tool ? deps.handlers.has(call.tool) : false,
    task: run.task,
    catalog: deps.catalog,
    remainingToolCalls: remaining,
    gateSummarySet: progress.summary !== null,
    startedEarlier: call.attempts > 0,
    startedHere,
    gateOpened: call.gate !== null,
  });
  if (!isAdmitted(decision)) return refuse(deps, pending, call, decision, progress);
  const { definition } = decision;
  const handler = deps.handlers.get(definition.name);
  if (!handler) throw new Error(`admission admitted ${definition.name}, which has no handler`);
  const requirement = decision.outcome === "waiting" ? decision.requirement : "none";
  let gateDecision: ToolContext["gateDecision"];
  if (decision.outcome === "waiting") {
    if (!call.gate) {
      // What the turn answered so far is durable before the run waits; one write opens the gate and marks
      // the call waiting, so no resume finds one without the other.
      await pending.flush(deps, run, step, null);
      const opening = { organisationId: run.organisationId, callId: call.id, tool: definition.name, arguments: call.arguments };
      await deps.store.openGate(run, { ...opening, summary: progress.summary });
      emitGated(deps, run.id, call, definition.name, "opened");
      return { kind: "waiting" };
    }
    if (call.gate.status === "open" || call.gate.decision === null) return { kind: "waiting" };
    emitGated(deps, run.id, call, definition.name, call.gate.decision === "deny" ? "denied" : "approved");
    if (call.gate.decision === "deny") {
      pending.write(call, { outcome: "denied", code: "gate_denied", result: notice(deps, deniedText(call.gate.note), remaining), ref: null, metadata: null });
      if (requirement === "task") return { kind: "next", progress };
      closeRest(deps, pending, turn, call.index, remaining);
      return { kind: "ended", status: "failed", failure: { code: "gate_denied", message: `The CEO denied ${definition.name}.` } };
    }
    gateDecision = { decision: "approve", note: call.gate.note };
  }
  const left = call.attempts > 0 ? remaining : remaining - 1;
  if (decision.writeAhead) {
    // Write-ahead: the start is durable before the call runs (with what the turn answered so far, in one
    // commit). A safe call needs none: a resume may run it again.
    pending.write(call, { outcome: call.outcome, code: null, result: null, ref: null, metadata: unansweredMetadata(definition.name, null, null, 1) });
    await pending.flush(deps, run, step, null);
  }
  const context = contextFor(run, call, definition.name, turn, gateDecision);
  const input = (call.arguments ?? {}) as Record<string, unknown>;
  const answerDeps = { ...deps, results: pending.resultsFor(deps), secrets: { valuesFor: async () => step.secretValues } };
  const answer = await answerCall(answerDeps, { context, definition, handler, arguments: input, remainingToolCalls: left, previewsOn: run.previews });
  pending.write(call, { outcome: answer.outcome, code: answer.code, result: answer.result, ref: answer.ref, metadata: answer.metadata, executions: answer.executions });
  const summary = summarySetBy({ tool: definition.name, outcome: answer.outcome, arguments: input }) ?? progress.summary;
  if (requirement !== "always") return { kind: "next", progress: { remaining: left, summary } };
  closeRest(deps, pending, turn, call.index, left);
  return { kind: "ended", status: "succeeded", output: answer.body };
}

/**
 * Settles `turn` (the run's latest, held in `run.turns`), updating the snapshot in place as it writes, so
 * the loop goes on without reading the run again. An ending is written with the turn's last answers.
 */
export async function settleTurn(deps: LoopDependencies, run: RunSnapshot, turn: TurnSnapshot, step: StepContext): Promise<SettleResult> {
  const pending = new Pending(turn, (call, settlement) => emitAnswered(deps, run.id, call, settlement, step.secretValues));
  // The summary so far includes the calls of this turn that a resumed run had already answered.
  let progress: TurnProgress = { remaining: remainingToolCalls(run), summary: latestGateSummary(run) };
  // A resumed turn whose always-gated call was already decided ends as that decision did.
  const decided = decidedGateEnding(turn, deps.catalog);
  if (decided) {
    closeRest(deps, pending, turn, decided.index, progress.remaining);
    await pending.flush(deps, run, step, endingOf(decided.ending));
    return decided.ending;
  }
  let cancelChecked = step.cancelChecked;
  for (const call of [...turn.calls].sort((a, b) => a.index - b.index)) {
    if (call.outcome !== "pending" && call.outcome !== "waiting") continue;
    // The turn's own commit found the run live; before each later call, a cancel meanwhile stops the turn,
    // and the same read finds a lease taken by another worker (it throws LeaseLostError): no handler runs
    // after this pass lost the run without a write or a read of the lease before it.
    if (!cancelChecked && (await deps.store.status(run)) === "cancelled") {
      await pending.flush(deps, run, step, null);
      return { kind: "ended", status: "cancelled" };
    }
    cancelChecked = false;
    const current = turn.calls.find((candidate) => candidate.id === call.id) ?? call;
    const result = await settleCall(deps, run, turn, current, progress, pending, step);
    if (result.kind === "next") {
      progress = result.progress;
      continue;
    }
    // What the turn answered before it waits or ends is durable first, the ending in the same commit.
    await pending.flush(deps, run, step, result.kind === "ended" ? endingOf(result) : null);
    return result;
  }
  await pending.flush(deps, run, step, null);
  return { kind: "continue" };
}
