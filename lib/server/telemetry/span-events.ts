import "server-only";
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from "@opentelemetry/api";
import type { CallAdmitted, CallAnswered, CallExecuted, CallGated, CallScope, ModelRequestEnded, ModelRequestStarted, RunEvent, RunEvents, RunPassEnded, RunPassStarted } from "@/lib/runtime/ports/run-events";
import { genAi, tollgate } from "./gen-ai-attributes";
import { traceIdOfRun, type RunTraceIds } from "./run-trace-ids";

// Issue 17, item 3 (CONTRACT "Telemetry"): the loop's events as OpenTelemetry spans with the GenAI semantic
// conventions. A pass of a run (one worker's advanceRun) is an `invoke_agent` span; under it each model
// request is a `chat` span and each call an `execute_tool` span, whose handler attempts are child spans (a
// retry is a second one). All passes of a run share one trace (run-trace-ids.ts). A call still open when
// its pass stops (waiting at a gate) ends with the pass; the pass that settles it opens a continued span.
// Argument and result text are set only when content was asked for, and arrive redacted.

type Open = { span: Span; context: Context; runId: string | null };

const OUTCOME_IS_ERROR = new Set(["tool_error", "denied", "run_failed"]);

export type SpanEventsOptions = { tracer: Tracer; ids: RunTraceIds; captureContent: boolean };

export class SpanEvents implements RunEvents {
  readonly wantsContent: boolean;
  private readonly passes = new Map<string, Open>();
  private readonly models = new Map<string, Span>();
  private readonly calls = new Map<string, Open>();

  constructor(private readonly options: SpanEventsOptions) {
    this.wantsContent = options.captureContent;
  }

  emit(event: RunEvent): void {
    switch (event.type) {
      case "run_pass_started":
        return this.passStarted(event);
      case "run_pass_ended":
        return this.passEnded(event);
      case "model_request_started":
        return this.modelStarted(event);
      case "model_request_ended":
        return this.modelEnded(event);
      case "call_admitted":
        return this.admitted(event);
      case "call_gated":
        return this.gated(event);
      case "call_executed":
        return this.executed(event);
      case "call_answered":
        return this.answered(event);
      case "compaction":
        return;
    }
  }

  private passStarted(event: RunPassStarted): void {
    this.passes.get(event.runId)?.span.end(event.at);
    this.options.ids.useTraceId(traceIdOfRun(event.runId));
    const span = this.options.tracer.startSpan(
      `invoke_agent ${event.agentId}`,
      {
        kind: SpanKind.INTERNAL,
        startTime: event.at,
        root: true,
        attributes: {
          [genAi.operation]: "invoke_agent",
          [genAi.agentId]: event.agentId,
          [genAi.conversationId]: event.conversationId,
          [tollgate.runId]: event.runId,
          [tollgate.runKind]: event.kind,
          [tollgate.passResumed]: event.resumed,
        },
      },
      ROOT_CONTEXT,
    );
    this.passes.set(event.runId, { span, context: trace.setSpan(ROOT_CONTEXT, span), runId: event.runId });
  }

  private passEnded(event: RunPassEnded): void {
    // What the pass left open (a call at its gate, a model request cut by an error) ends with it.
    for (const [key, span] of this.models) {
      if (key.startsWith(`${event.runId}:`)) {
        span.end(event.at);
        this.models.delete(key);
      }
    }
    for (const [callId, open] of this.calls) {
      if (open.runId === event.runId) {
        open.span.setAttribute(tollgate.callOutcome, "waiting");
        open.span.end(event.at);
        this.calls.delete(callId);
      }
    }
    const pass = this.passes.get(event.runId);
    if (!pass) return;
    this.passes.delete(event.runId);
    pass.span.setAttribute(tollgate.stoppedAs, event.stoppedAs);
    if (event.failureCode !== null) pass.span.setAttribute(genAi.errorType, event.failureCode);
    if (event.stoppedAs === "failed" || event.stoppedAs === "error") pass.span.setStatus({ code: SpanStatusCode.ERROR, message: event.failureCode ?? event.stoppedAs });
    pass.span.end(event.at);
  }

  private modelStarted(event: ModelRequestStarted): void {
    const parent = this.passes.get(event.runId)?.context ?? ROOT_CONTEXT;
    const span = this.options.tracer.startSpan(
      `chat ${event.model}`,
      {
        kind: SpanKind.CLIENT,
        startTime: event.at,
        attributes: { [genAi.operation]: "chat", [genAi.provider]: event.provider, [genAi.requestModel]: event.model, [tollgate.runId]: event.runId, [tollgate.turnIndex]: event.turnIndex },
      },
      parent,
    );
    this.models.set(`${event.runId}:${event.turnIndex}`, span);
  }

  private modelEnded(event: ModelRequestEnded): void {
    const key = `${event.runId}:${event.turnIndex}`;
    const span = this.models.get(key);
    if (!span) return;
    this.models.delete(key);
    if (event.usage?.inputTokens != null) span.setAttribute(genAi.inputTokens, event.usage.inputTokens);
    if (event.usage?.outputTokens != null) span.setAttribute(genAi.outputTokens, event.usage.outputTokens);
    if (event.outcome === "error") {
      span.setAttribute(genAi.errorType, "model_error");
      span.setStatus({ code: SpanStatusCode.ERROR, message: "model_error" });
    }
    span.end(event.at);
  }

  /** The call's span of this pass, opened on its first event here (a continued one after a gate's wait). */
  private callSpan(event: CallScope & { at: Date; tool: string | null }, admitted?: CallAdmitted): Open {
    const open = this.calls.get(event.callId);
    if (open) return open;
    const parent = event.runId === null ? ROOT_CONTEXT : (this.passes.get(event.runId)?.context ?? ROOT_CONTEXT);
    const tool = event.tool ?? admitted?.name ?? "unknown";
    const span = this.options.tracer.startSpan(
      `execute_tool ${tool}`,
      {
        kind: SpanKind.INTERNAL,
        startTime: event.at,
        attributes: {
          [genAi.operation]: "execute_tool",
          [genAi.toolName]: tool,
          [genAi.toolType]: "function",
          [tollgate.callId]: event.callId,
          ...(admitted ? { [genAi.toolCallId]: admitted.modelCallId } : { [tollgate.callContinued]: true }),
          ...(event.runId === null ? {} : { [tollgate.runId]: event.runId }),
          ...(admitted?.turnIndex != null ? { [tollgate.turnIndex]: admitted.turnIndex } : {}),
        },
      },
      parent,
    );
    const created = { span, context: trace.setSpan(parent, span), runId: event.runId };
    this.calls.set(event.callId, created);
    return created;
  }

  private admitted(event: CallAdmitted): void {
    const { span } = this.callSpan(event, event);
    if (this.wantsContent && event.arguments) span.setAttribute(genAi.toolCallArguments, event.arguments.text);
  }

  private gated(event: CallGated): void {
    this.callSpan(event).span.addEvent(`gate ${event.gate}`, { [tollgate.gate]: event.gate }, event.at);
  }

  private executed(event: CallExecuted): void {
    const call = this.callSpan(event);
    const attempt = this.options.tracer.startSpan(
      `handler ${event.tool}`,
      { kind: SpanKind.INTERNAL, startTime: event.startedAt, attributes: { [tollgate.attempt]: event.attempt, [tollgate.attemptRetrying]: event.retrying, [genAi.toolName]: event.tool } },
      call.context,
    );
    if (event.outcome === "tool_error") {
      attempt.setAttribute(genAi.errorType, event.code ?? "tool_failed");
      attempt.setStatus({ code: SpanStatusCode.ERROR, message: event.code ?? "tool_failed" });
    }
    attempt.end(event.at);
  }

  private answered(event: CallAnswered): void {
    const { span } = this.callSpan(event);
    this.calls.delete(event.callId);
    span.setAttribute(tollgate.callOutcome, event.outcome);
    span.setAttribute(tollgate.callAttempts, event.attempts);
    if (event.code !== null) span.setAttribute(tollgate.callCode, event.code);
    if (OUTCOME_IS_ERROR.has(event.outcome)) {
      span.setAttribute(genAi.errorType, event.code ?? event.outcome);
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.code ?? event.outcome });
    }
    if (this.wantsContent && event.result) span.setAttribute(genAi.toolCallResult, event.result.text);
    span.end(event.at);
  }
}
