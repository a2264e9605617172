// Issue 17, item 3: the core reports what it does. The loop and the playground emit these events where the
// things happen, timed by the injected clock; what becomes of them (spans, log lines, the trace's times on
// the rows) is decided outside the core. An event never throws back into the loop: a sink that fails drops it.

import type { CallOutcome } from "../lifecycle/call-outcome";
import type { ModelUsage } from "./index";

/** How one handler attempt ended, in the one outcome vocabulary (issue 17, item 2). */
export type AttemptOutcome = Extract<CallOutcome, "ok" | "tool_error">;

/** Who a call belongs to: a run's, or the playground's (`runId` null). */
export type CallScope = { runId: string | null; callId: string };

/**
 * Text carried only for a sink that asked for content (`RunEvents.wantsContent`), already redacted of the
 * organisation's and agent's secret values (CONTRACT "Telemetry": never argument or result text otherwise).
 */
export type EventContent = { text: string } | null;

/**
 * One pass of a run by one worker (a run waiting at a gate, or resumed after a worker died, has several).
 * `resumed` is a pass that found turns already written.
 */
export type RunPassStarted = {
  type: "run_pass_started";
  at: Date;
  runId: string;
  organisationId: string;
  agentId: string;
  conversationId: string;
  kind: string;
  resumed: boolean;
};

/** Where the pass stopped: the run's status, or `superseded` (another worker took it) or `gone`. */
export type RunPassEnded = {
  type: "run_pass_ended";
  at: Date;
  runId: string;
  stoppedAs: string;
  /** True when the run has ended (succeeded, failed, cancelled); false when it waits or was taken over. */
  ended: boolean;
  failureCode: string | null;
};

export type ModelRequestStarted = { type: "model_request_started"; at: Date; runId: string; turnIndex: number; provider: string; model: string };

export type ModelRequestEnded = {
  type: "model_request_ended";
  at: Date;
  runId: string;
  turnIndex: number;
  startedAt: Date;
  /** `error`: the request failed and the run fails `model_error`. */
  outcome: "ok" | "error";
  usage: ModelUsage | null;
  /** How many calls the model asked for. */
  calls: number;
};

/** Admission's decision on a call: `admitted` goes on to run (or to its gate); otherwise it is answered now. */
export type CallAdmitted = CallScope & {
  type: "call_admitted";
  at: Date;
  /** The turn the call was asked in (null in the playground). */
  turnIndex: number | null;
  modelCallId: string;
  name: string;
  tool: string | null;
  admitted: boolean;
  arguments: EventContent;
};

/** A gate on the call: opened (the run waits), or read decided. */
export type CallGated = CallScope & { type: "call_gated"; at: Date; tool: string; gate: "opened" | "approved" | "denied" };

/** One attempt of a handler as reported: its number, when it ran, how it ended, and whether another follows. */
export type AttemptRecord = { attempt: number; startedAt: Date; endedAt: Date; outcome: AttemptOutcome; code: string | null; retrying: boolean };

/** One attempt of the call's handler (a retried call emits one per attempt). */
export type CallExecuted = CallScope & {
  type: "call_executed";
  at: Date;
  tool: string;
  attempt: number;
  startedAt: Date;
  outcome: AttemptOutcome;
  code: string | null;
  /** True when the attempt failed and another follows. */
  retrying: boolean;
};

/** The call's answer as recorded (the text the model reads, for a sink that asked for content). */
export type CallAnswered = CallScope & {
  type: "call_answered";
  at: Date;
  tool: string | null;
  outcome: CallOutcome;
  code: string | null;
  attempts: number;
  result: EventContent;
};

/** Reserved for compaction (CONTRACT "Long runs"): earlier turns summarised; not emitted yet. */
export type CompactionDone = { type: "compaction"; at: Date; runId: string; fromTurn: number; toTurn: number };

export type RunEvent = RunPassStarted | RunPassEnded | ModelRequestStarted | ModelRequestEnded | CallAdmitted | CallGated | CallExecuted | CallAnswered | CompactionDone;

export type RunEventType = RunEvent["type"];

/** The sink the loop reports to. `wantsContent` asks for argument and result text (redacted). */
export type RunEvents = { emit(event: RunEvent): void; readonly wantsContent: boolean };

/** Where nothing is wired: every event dropped. */
export const noRunEvents: RunEvents = { emit: () => undefined, wantsContent: false };

/** Several sinks as one: each gets every event; content is gathered when any asks for it. */
export function allRunEvents(sinks: readonly RunEvents[]): RunEvents {
  return {
    wantsContent: sinks.some((sink) => sink.wantsContent),
    emit(event) {
      for (const sink of sinks) {
        try {
          sink.emit(event);
        } catch {
          // Reporting never stops the work it reports on.
        }
      }
    },
  };
}
