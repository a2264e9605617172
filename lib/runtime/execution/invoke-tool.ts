// The playground's single call (CONTRACT.md, Playground): the same admission, execution and result
// pipeline as a call in a run, without a model. A gated tool is not answered outside a run.

import { admitBatch } from "../admission/admit-batch";
import type { TaskSettings } from "../admission/task-declaration";
import { gateRequirement } from "../loop/gate-policy";
import type { CallMetadata } from "../loop/run-snapshot";
import { buildOffer, type OfferSubject } from "../offer/build-offer";
import { withAgentTools } from "../catalog/with-agent-tools";
import { modelNameOf } from "../catalog/tool-definition";
import type { Catalog, HandlerRegistry, ToolContext } from "../ports";
import { appendTrailer } from "../results/trailer";
import { unansweredMetadata } from "../results/unanswered-metadata";
import { answerCall, type AnswerDependencies } from "./answer-call";

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
};

export type InvokeResult = {
  outcome: "ok" | "tool_error" | "handed_back";
  code: string | null;
  tool: string | null;
  arguments: unknown;
  result: string;
  ref: string | null;
  metadata: CallMetadata;
};

export type InvokeDependencies = AnswerDependencies & { catalog: Catalog; handlers: HandlerRegistry };

function handedBack(dependencies: InvokeDependencies, code: string, text: string, tool: string | null, input: unknown, remaining: number): InvokeResult {
  const result = appendTrailer(text, remaining, dependencies.limits.lowBudgetThreshold);
  return { outcome: "handed_back", code, tool, arguments: input, result, ref: null, metadata: unansweredMetadata(tool ?? "", code, result) };
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
  if (decision.kind !== "run") return handedBack(dependencies, decision.code, decision.text, decision.tool, decision.arguments, remaining);
  const { definition } = decision;
  if (gateRequirement(definition, request.task) !== "none") {
    const text = `ERROR: ${definition.name} waits for the CEO's decision, so it runs only inside a run.`;
    return handedBack(dependencies, "gate_required", text, definition.name, decision.arguments, remaining);
  }
  const handler = dependencies.handlers.get(definition.name);
  if (!handler) return handedBack(dependencies, "not_offered", `ERROR: tool ${name} is not offered this run`, definition.name, decision.arguments, remaining);
  const context: ToolContext = { ...request.context, tool: definition.name };
  const answer = await answerCall(dependencies, { context, definition, handler, arguments: decision.arguments, remainingToolCalls: remaining - 1 });
  return { outcome: answer.outcome, code: answer.code, tool: definition.name, arguments: decision.arguments, result: answer.result, ref: answer.ref, metadata: answer.metadata };
}
