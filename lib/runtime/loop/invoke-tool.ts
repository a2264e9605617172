// The playground's single call (CONTRACT.md, Playground): the same admission, execution and result
// pipeline as a call in a run, without a model — a turn of one call through admitTurn, the one admission
// stage a run's turn goes through (issue 9, item 1), answered in the outcome a run would record. A gated
// tool is handed back (`gate_required`) by admission instead of waiting: outside a run nothing waits.

import type { TaskSettings } from "../offer/task-declaration";
import type { Refusal } from "../admission/call-decision";
import type { CallOutcome } from "../lifecycle/call-outcome";
import { buildOffer, type OfferSubject } from "../offer/build-offer";
import { modelNameOf } from "../catalog/tool-definition";
import type { Catalog, HandlerRegistry, ToolContext } from "../ports";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import type { AnswerDependencies } from "../ports/loop-dependencies";
import { answerCall, type CallAnswer } from "../results/answer-call";
import { admitTurn, type AdmissionLookups } from "./admit-turn";
import { createResultRedactor } from "../results/redact-secrets";

export type InvokeRequest = {
  context: Omit<ToolContext, "tool">;
  task: TaskSettings | null;
  /** The canonical (`os.get_context`) or model (`os__get_context`) name. */
  tool: string;
  arguments: unknown;
  toolCallBudget: number;
  /** The agent's settings and own tools; the playground offers what a direct run of the agent would. */
  agent: OfferSubject["agent"];
  agentTools: OfferSubject["agentTools"];
  /** The agent's previews setting: the playground shows what the model would read. */
  previews: boolean;
};

/**
 * The playground's answer, in the one vocabulary a run records (issue 17, item 2): a refusal that would
 * fail a run answers `run_failed` with the run's code and text; nothing here waits, so never `waiting`.
 */
export type InvokeResult = {
  outcome: Exclude<CallOutcome, "pending" | "waiting" | "denied">;
  code: string | null;
  tool: string | null;
  arguments: unknown;
  /** What argument repair changed (seed "tool rules", Argument repair), as the call record keeps it. */
  repairs: readonly string[];
  result: string;
  ref: string | null;
  metadata: CallAnswer["metadata"];
};

export type InvokeDependencies = AnswerDependencies & { catalog: Catalog; handlers: HandlerRegistry } & AdmissionLookups;

/** A call refused before its handler: nothing ran and nothing is charged, as in a run. */
function refused(dependencies: InvokeDependencies, refusal: Refusal, remaining: number): InvokeResult {
  const result = appendTrailer(refusal.text, remaining, dependencies.limits.lowBudgetThreshold);
  const { code, tool, outcome } = refusal;
  return { outcome, code, tool, arguments: refusal.arguments, repairs: refusal.repairs ?? [], result, ref: null, metadata: unansweredMetadata(tool ?? "", code, result) };
}

/** Issue 17, item 3: the playground's call reported as a run's is (no run, no turn), its answer last. */
function reported(dependencies: InvokeDependencies, request: InvokeRequest, admitted: boolean, result: InvokeResult): InvokeResult {
  const { events } = dependencies;
  if (!events) return result;
  const callId = request.context.callId;
  const at = dependencies.clock.now();
  const name = request.tool;
  const content = (text: string) => (events.wantsContent ? { text } : null);
  if (!admitted) events.emit({ type: "call_admitted", at, runId: null, turnIndex: null, callId, modelCallId: callId, name, tool: result.tool, admitted, arguments: null });
  const attempts = result.metadata.attempts;
  events.emit({ type: "call_answered", at, runId: null, callId, tool: result.tool, outcome: result.outcome, code: result.code, attempts, result: content(result.result) });
  return result;
}

export async function invokeTool(dependencies: InvokeDependencies, request: InvokeRequest): Promise<InvokeResult> {
  const remaining = request.toolCallBudget;
  const offer = buildOffer({
    ...dependencies,
    task: request.task,
    actingUserRoles: request.context.actingUserRoles,
    remainingToolCalls: remaining,
    agent: request.agent,
    // A person trying a tool talks to the agent directly.
    kind: "direct",
    agentTools: request.agentTools,
  });
  const name = request.tool.includes(".") ? modelNameOf(request.tool) : request.tool;
  const { context } = request;
  const scope = { organisationId: context.organisationId, agentId: context.agentId, conversationId: context.conversationId, runId: null };
  // No run means no earlier os.set_gate_summary and no unknown names handed back before this call.
  const admission = await admitTurn(dependencies, scope, [{ id: context.callId, name, arguments: request.arguments }], {
    offer,
    catalog: offer.catalog,
    handlers: dependencies.handlers,
    task: request.task,
    remainingToolCalls: remaining,
    unknownNamesHandedBack: 0,
    outsideRun: true,
  });
  const decision = admission.decisions[0];
  // Outside a run a gated call is handed back by admission (outsideRun), so only `pending` runs here.
  if (decision.outcome !== "pending") {
    if (decision.outcome === "waiting") throw new Error(`admission left ${decision.definition.name} waiting outside a run`);
    return reported(dependencies, request, false, refused(dependencies, decision, remaining));
  }
  const { definition, repairs } = decision;
  const handler = dependencies.handlers.get(definition.name);
  if (!handler) throw new Error(`the offer holds ${definition.name}, which has no handler`);
  const runDependencies = { ...dependencies, catalog: offer.catalog };
  const toolContext: ToolContext = { ...context, tool: definition.name, offeredTools: offer.tools.map((tool) => tool.name) };
  const { callId } = context;
  const admittedAt = dependencies.clock.now();
  // Content only for a sink that asked for it, redacted as the stored result is (CONTRACT "Telemetry").
  const redact = async (text: string) => createResultRedactor(await dependencies.secrets.valuesFor(context.organisationId, context.agentId)).redact(text);
  const argumentsText = dependencies.events?.wantsContent ? { text: await redact(JSON.stringify(decision.arguments)) } : null;
  dependencies.events?.emit({ type: "call_admitted", at: admittedAt, runId: null, turnIndex: null, callId, modelCallId: callId, name, tool: definition.name, admitted: true, arguments: argumentsText });
  const answer = await answerCall(runDependencies, { context: toolContext, definition, handler, arguments: decision.arguments, remainingToolCalls: remaining - 1, previewsOn: request.previews });
  const { outcome, code, result, ref, metadata } = answer;
  return reported(dependencies, request, true, { outcome, code, tool: definition.name, arguments: decision.arguments, repairs, result, ref, metadata });
}
