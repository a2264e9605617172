// One path for every call that runs (STYLE.md): handler with retries → the result pipeline → stored with a
// ref. The worker's loop and the playground both answer calls through this function.

import type { ToolDefinition } from "../catalog/tool-definition";
import type { ToolContext, ToolHandler, ToolOutput } from "../ports";
import type { AnswerDependencies } from "../ports/loop-dependencies";
import { createResultRedactor } from "./redact-secrets";
import { modelView } from "./model-view";
import { stampResult } from "./stamp-result";
import type { CallMetadata } from "./call-metadata";
import type { CallOutcome } from "../lifecycle/call-outcome";
import { describeFailure } from "../execution/describe-failure";
import { errorText, executeHandler } from "../execution/execute-handler";
import type { AttemptRecord } from "../ports/run-events";


export type CallAnswer = {
  /** A call that ran answers one of these two stored outcomes (issue 17, item 2: one vocabulary). */
  outcome: Extract<CallOutcome, "ok" | "tool_error">;
  code: string | null;
  /** Exactly what the model reads: the stamped string, or its preview when it is large. */
  result: string;
  /** True when `result` is a preview of the stored stamped string. */
  previewed: boolean;
  /** The result before its trailer, for a run that ends on this call. */
  body: string;
  ref: string;
  metadata: CallMetadata;
  /** Issue 17, item 3: each attempt as its event reported it; the trace's handler times are these. */
  executions: AttemptRecord[];
};

export type AnswerRequest = {
  context: ToolContext;
  definition: ToolDefinition;
  handler: ToolHandler<ToolOutput>;
  arguments: Record<string, unknown>;
  /** The budget left once this call is charged; the trailer shows it. */
  remainingToolCalls: number;
  /** The agent's previews setting (seed "tool rules", Previews: they can be switched off per agent). */
  previewsOn: boolean;
};

export async function answerCall(dependencies: AnswerDependencies, request: AnswerRequest): Promise<CallAnswer> {
  const { limits } = dependencies;
  // Read before the handler runs: a failure here must not turn a completed call into an "interrupted" one.
  const values = await dependencies.secrets.valuesFor(request.context.organisationId, request.context.agentId);
  const redactor = createResultRedactor(values);
  // Issue 8, item 1: the same redactor goes to the handler, which redacts stored text before it numbers,
  // windows or searches it; the pipeline below redacts the final text again.
  const context: ToolContext = { ...request.context, redact: redactor.redact };
  const started = dependencies.clock.now().getTime();
  const executions: AttemptRecord[] = [];
  const { events } = dependencies;
  const { runId, callId } = request.context;
  const execution = await executeHandler(request.handler, context, request.arguments, {
    retry: request.definition.retry,
    policy: { maxAttempts: limits.retryMaxAttempts, baseDelayMs: limits.retryBaseDelayMs },
    timeoutMs: limits.handlerTimeoutMs,
    sleep: dependencies.sleep,
    logFailure: (error) =>
      dependencies.log?.error(`tool ${request.definition.name} failed`, {
        callId: request.context.callId,
        runId: request.context.runId,
        // Backend-only artifacts need the same redaction as what the model reads (seed "running tools").
        error: redactor.redact(describeFailure(error)),
      }),
    report: {
      now: () => dependencies.clock.now(),
      attempt: (record) => {
        executions.push(record);
        const { endedAt, ...rest } = record;
        events?.emit({ type: "call_executed", at: endedAt, runId, callId, tool: request.definition.name, ...rest });
      },
    },
  });
  const raw = execution.outcome === "ok" ? execution.output : errorText(execution);
  const stamped = stampResult(raw, {
    outputFilter: "standard",
    redactor,
    maxBytes: limits.toolResultMaxBytes,
    remainingToolCalls: request.remainingToolCalls,
    lowBudgetThreshold: limits.lowBudgetThreshold,
  });
  const { ref } = await dependencies.results.put({
    organisationId: request.context.organisationId,
    conversationId: request.context.conversationId,
    runId: request.context.runId,
    callId: request.context.callId,
    tool: request.definition.name,
    text: stamped.text,
    originalBytes: stamped.originalBytes,
    truncated: stamped.truncated,
  });
  const error = execution.outcome === "tool_error" ? redactor.redact(execution.message) : null;
  const { outcome } = execution;
  const view = modelView({ definition: request.definition, outcome, stamped, ref, previewsOn: request.previewsOn, budget: limits.previewBudget });
  return {
    outcome,
    code: execution.outcome === "ok" ? null : (execution.code ?? "tool_failed"),
    result: view.text,
    previewed: view.previewed,
    body: stamped.body,
    ref,
    executions,
    metadata: {
      tool_name: request.definition.name,
      duration_ms: dependencies.clock.now().getTime() - started,
      output_filter: stamped.outputFilter,
      truncated: stamped.truncated,
      original_bytes: stamped.originalBytes,
      stored_bytes: stamped.storedBytes,
      error,
      attempts: execution.attempts,
      // Seed "tools in a run": a script_run call also records exit_code; other tools report none.
      ...(execution.exitCode === null ? {} : { exit_code: execution.exitCode }),
    },
  };
}
