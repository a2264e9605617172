// The playground's single call (CONTRACT.md, Playground): the same admission, execution and result
// pipeline as a call in a run, without a model — admitBatch, then decideBeforeRun, as a run's turn. A
// gated tool is refused (`gate_required`) instead of waiting: outside a run there is nothing to wait.

import { admitBatch } from "../admission/admit-batch";
import type { TaskSettings } from "../admission/task-declaration";
import { decideBeforeRun } from "../admission/decide-before-run";
import { gateRequiredText } from "../admission/refusal-texts";
import { buildOffer, type OfferSubject } from "../offer/build-offer";
import { withAgentTools } from "../catalog/with-agent-tools";
import { modelNameOf } from "../catalog/tool-definition";
import type { Catalog, HandlerRegistry, ToolContext } from "../ports";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import { answerCall, type AnswerDependencies, type CallAnswer } from "./answer-call";

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

export type InvokeResult = {
  outcome: "ok" | "tool_error" | "handed_back";
  code: string | null;
  tool: string | null;
  arguments: unknown;
  /** What argument repair changed (seed "tool rules", Argument repair), as the call record keeps it. */
  repairs: readonly string[];
  result: string;
  ref: string | null;
  metadata: CallAnswer["metadata"];
};

export type InvokeDependencies = AnswerDependencies & { catalog: Catalog; handlers: HandlerRegistry };

type Refusal = {
  outcome?: "handed_back" | "tool_error";
  code: string;
  text: string;
  tool: string | null;
  arguments: unknown;
  repairs?: readonly string[];
};

/** A call refused before its handler: nothing ran and nothing is charged, as in a run. */
function refused(dependencies: InvokeDependencies, refusal: Refusal, remaining: number): InvokeResult {
  const result = appendTrailer(refusal.text, remaining, dependencies.limits.lowBudgetThreshold);
  const { code, tool } = refusal;
  const outcome = refusal.outcome ?? "handed_back";
  return { outcome, code, tool, arguments: refusal.arguments, repairs: refusal.repairs ?? [], result, ref: null, metadata: unansweredMetadata(tool ?? "", code, result) };
}

export async function invokeTool(given: InvokeDependencies, request: InvokeRequest): Promise<InvokeResult> {
  const remaining = request.toolCallBudget;
  const dependencies = { ...given, catalog: withAgentTools(given.catalog, request.agentTools) };
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
  const { decisions } = admitBatch([{ id: request.context.callId, name, arguments: request.arguments }], {
    offer,
    catalog: dependencies.catalog,
    task: request.task,
    remainingToolCalls: remaining,
    unknownNamesHandedBack: 0,
  });
  const decision = decisions[0];
  if (decision.kind !== "run") return refused(dependencies, decision, remaining);
  const { repairs } = decision;
  // No run means no earlier os.set_gate_summary: admission already handed such a tool back.
  const before = decideBeforeRun({
    name,
    definition: decision.definition,
    handler: dependencies.handlers.get(decision.definition.name),
    task: request.task,
    catalog: dependencies.catalog,
    remainingToolCalls: remaining,
    gateSummarySet: false,
    started: false,
    gateOpened: false,
  });
  const tool = decision.definition.name;
  const subject = { tool, arguments: decision.arguments, repairs };
  if (before.kind === "refuse") return refused(dependencies, { ...before, ...subject }, remaining);
  if (before.kind === "gate") return refused(dependencies, { code: "gate_required", text: gateRequiredText(tool), ...subject }, remaining);
  const { definition, handler } = before;
  const context: ToolContext = { ...request.context, tool: definition.name, offeredTools: offer.tools.map((tool) => tool.name) };
  const answer = await answerCall(dependencies, { context, definition, handler, arguments: decision.arguments, remainingToolCalls: remaining - 1, previewsOn: request.previews });
  const { outcome, code, result, ref, metadata } = answer;
  return { outcome, code, tool: definition.name, arguments: decision.arguments, repairs, result, ref, metadata };
}
