import "server-only";
import type { RunEvent, RunEvents } from "@/lib/runtime/ports/run-events";
import type { Logger } from "./logger";

// Issue 17, item 3: the loop's events as structured log lines (LOG_FORMAT=json): a pass's start and stop, each
// model request and each call's answer, one object a line with `runId` and the event's own fields. Never
// argument or result text. In text format the readable log stays as it was: these lines are not written.

function lineOf(event: RunEvent): { message: string; detail: Record<string, unknown> } | null {
  switch (event.type) {
    case "run_pass_started":
      return { message: "run pass started", detail: { runId: event.runId, agentId: event.agentId, kind: event.kind, resumed: event.resumed } };
    case "run_pass_ended":
      return { message: "run pass ended", detail: { runId: event.runId, stoppedAs: event.stoppedAs, ended: event.ended, failureCode: event.failureCode } };
    case "model_request_ended":
      return {
        message: "model request",
        detail: { runId: event.runId, turnIndex: event.turnIndex, outcome: event.outcome, durationMs: event.at.getTime() - event.startedAt.getTime(), inputTokens: event.usage?.inputTokens ?? null, outputTokens: event.usage?.outputTokens ?? null },
      };
    case "call_answered":
      return { message: "call answered", detail: { runId: event.runId, callId: event.callId, tool: event.tool, outcome: event.outcome, code: event.code, attempts: event.attempts } };
    default:
      return null;
  }
}

export function createLogEvents(logger: Logger): RunEvents {
  return {
    wantsContent: false,
    emit(event) {
      const line = lineOf(event);
      if (line) logger.info(line.message, line.detail);
    },
  };
}
