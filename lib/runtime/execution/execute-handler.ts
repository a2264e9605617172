// Running one handler: a timeout, retries by retry safety, and a throw turned into data (a ToolError
// read by read-failure.ts; anything else is a bug or an outage).
// Seed "tools in a run", Handlers: a handler that throws becomes the result `ERROR: <message>`.

import type { RetrySafety } from "../catalog/tool-definition";
import type { ToolContext, ToolHandler, ToolOutput } from "../ports";
import type { AttemptRecord } from "../ports/run-events";
import { mayRetry } from "../lifecycle/retry-safety";
import { readFailure } from "./read-failure";
import { delayBeforeNextAttempt, type RetryPolicy } from "./retry-policy";

/**
 * What running a handler came to, keyed by the stored outcome it answers (issue 17, item 2). `exitCode`
 * is null for a tool that reports none (only a script run does).
 */
export type ExecutionOutcome =
  | { outcome: "ok"; output: string; attempts: number; exitCode: number | null }
  | { outcome: "tool_error"; message: string; attempts: number; retryable: boolean; code: string | null; exitCode: number | null };

export type ExecutionSettings = {
  retry: RetrySafety;
  policy: RetryPolicy;
  timeoutMs: number;
  sleep: (milliseconds: number) => Promise<void>;
  /** Seed "tools in a run", Handlers: the full error goes to the operational log. */
  logFailure?: (error: unknown) => void;
  /** Issue 17, item 3: each attempt reported as it ends, timed by the caller's clock (a retry is visible). */
  report?: { now(): Date; attempt(record: AttemptRecord): void };
};

type AttemptResult =
  | { outcome: "ok"; output: string; exitCode: number | null }
  | { outcome: "tool_error"; message: string; retryable: boolean; code: string | null; exitCode: number | null };

/** Seed "tools in a run": a script_run call also records exit_code, whether the script completed or failed. */
function exitCodeOf(output: { exitCode?: number }): number | null {
  return typeof output.exitCode === "number" && Number.isInteger(output.exitCode) ? output.exitCode : null;
}

function okOrNoText(output: ToolOutput): AttemptResult {
  if (typeof output === "string") return { outcome: "ok", output, exitCode: null };
  if (typeof output === "object" && output !== null && typeof output.text === "string") {
    return { outcome: "ok", output: output.text, exitCode: exitCodeOf(output) };
  }
  return { outcome: "tool_error", message: "the tool returned no text", retryable: false, code: "tool_returned_no_text", exitCode: null };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * An attempt's context: the call's context with its own signal, made only when the handler reads it (most
 * never do; making one was ~4% of an in-process step). One read after the timeout is already aborted, as an
 * eager one would be by then. The getter sits on the prototype (an accessor added to a spread copy made every
 * context a slow dictionary object, which cost more than the signal saved), so a handler reads the signal off
 * the context it was given: a spread copy does not carry it.
 */
class AttemptContext {
  #controller: AbortController | undefined;
  #reason: Error | undefined;

  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#reason !== undefined) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  abort(reason: Error): void {
    this.#reason = reason;
    this.#controller?.abort(reason);
  }
}

async function attemptOnce(
  handler: ToolHandler<ToolOutput>,
  context: ToolContext,
  input: Record<string, unknown>,
  settings: ExecutionSettings,
): Promise<AttemptResult> {
  const { timeoutMs } = settings;
  // Each attempt gets its own signal, aborted when the attempt times out, so a handler that listens stops.
  const attempt: ToolContext & AttemptContext = Object.assign(new AttemptContext(), context);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(() => {
      attempt.abort(new Error(`timed out after ${timeoutMs} ms`));
      // Not retried: the first attempt may still be running, and may still act.
      resolve({ outcome: "tool_error", message: `the tool did not answer within ${timeoutMs} ms; its outcome is unknown`, retryable: false, code: "tool_timeout", exitCode: null });
    }, timeoutMs);
  });
  const run = handler(attempt, input).then(okOrNoText, (error: unknown): AttemptResult => {
    settings.logFailure?.(error);
    return { outcome: "tool_error", message: messageOf(error), ...readFailure(error) };
  });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A failure worth repeating, of a tool that is never repeated (`unsafe`): it may have acted before it failed
 * (a connection lost after the write), so the model is told the outcome is unknown rather than "it failed".
 */
function unknownOutcome(result: Extract<AttemptResult, { outcome: "tool_error" }>): Extract<AttemptResult, { outcome: "tool_error" }> {
  const message = `${result.message}; whether the call took effect is unknown, and it is not repeated because the tool is unsafe to repeat (check before calling it again)`;
  return { ...result, message, code: "outcome_unknown" };
}

export async function executeHandler(
  handler: ToolHandler<ToolOutput>,
  context: ToolContext,
  input: Record<string, unknown>,
  settings: ExecutionSettings,
): Promise<ExecutionOutcome> {
  const retries = mayRetry(settings.retry);
  const maxAttempts = retries ? Math.max(1, settings.policy.maxAttempts) : 1;
  const { report } = settings;
  for (let attempt = 1; ; attempt += 1) {
    const startedAt = report?.now();
    const result = await attemptOnce(handler, context, input, settings);
    const retrying = result.outcome === "tool_error" && result.retryable && retries && attempt < maxAttempts;
    if (report && startedAt) {
      const code = result.outcome === "ok" ? null : result.retryable && !retries ? "outcome_unknown" : result.code;
      report.attempt({ attempt, startedAt, endedAt: report.now(), outcome: result.outcome, code, retrying });
    }
    if (result.outcome === "ok") return { ...result, attempts: attempt };
    if (result.retryable && !retries) return { ...unknownOutcome(result), attempts: attempt };
    if (!retrying) return { ...result, attempts: attempt };
    await settings.sleep(delayBeforeNextAttempt(settings.policy, attempt));
  }
}

/** The text the model reads for a failed call; the final report says how many attempts were made. */
export function errorText(outcome: Extract<ExecutionOutcome, { outcome: "tool_error" }>): string {
  const attempts = outcome.attempts > 1 ? ` (after ${outcome.attempts} attempts)` : "";
  return `ERROR: ${outcome.message}${attempts}`;
}
