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
  metadata: CallMetadata;
};

export type InvokeDependencies = AnswerDependencies & { catalog: Catalog; handlers: HandlerRegistry };

type Refusal = { code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] };

function handedBack(dependencies: InvokeDependencies, refusal: Refusal, remaining: number): InvokeResult {
  const result = appendTrailer(refusal.text, remaining, dependencies.limits.lowBudgetThreshold);
  const { code, tool } = refusal;
  return { outcome: "handed_back", code, tool, arguments: refusal.arguments, repairs: refusal.repairs ?? [], result, ref: null, metadata: unansweredMetadata(tool ?? "", code, result) };
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
  if (decision.kind !== "run") return handedBack(dependencies, decision, remaining);
  const { definition, repairs } = decision;
  const refuse = (code: string, text: string) => handedBack(dependencies, { code, text, tool: definition.name, arguments: decision.arguments, repairs }, remaining);
  if (gateRequirement(definition, request.task) !== "none") {
    return refuse("gate_required", `ERROR: ${definition.name} waits for the CEO's decision, so it runs only inside a run.`);
  }
  const handler = dependencies.handlers.get(definition.name);
  if (!handler) return refuse("not_offered", `ERROR: tool ${name} is not offered this run`);
  const context: ToolContext = { ...request.context, tool: definition.name, offeredTools: offer.tools.map((tool) => tool.name) };
  const answer = await answerCall(dependencies, { context, definition, handler, arguments: decision.arguments, remainingToolCalls: remaining - 1, previewsOn: request.previews });
  const { outcome, code, result, ref, metadata } = answer;
  return { outcome, code, tool: definition.name, arguments: decision.arguments, repairs, result, ref, metadata };
}
