// Running one handler: a timeout, retries by retry safety, and a throw turned into data.
// Seed "tools in a run", Handlers: a handler that throws becomes the result `ERROR: <message>`.

import type { RetrySafety } from "../catalog/tool-definition";
import type { ToolContext, ToolHandler } from "../ports";
import { delayBeforeNextAttempt, mayRetry, type RetryPolicy } from "./retry-policy";

export type ExecutionOutcome =
  | { kind: "ok"; output: string; attempts: number }
  | { kind: "error"; message: string; attempts: number; retryable: boolean; code: string | null };

export type ExecutionSettings = {
  retry: RetrySafety;
  policy: RetryPolicy;
  timeoutMs: number;
  sleep: (milliseconds: number) => Promise<void>;
  /** Seed "tools in a run", Handlers: the full error goes to the operational log. */
  logFailure?: (error: unknown) => void;
};

type AttemptResult = { kind: "ok"; output: string } | { kind: "error"; message: string; retryable: boolean; code: string | null };

function isRetryable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { retryable?: unknown }).retryable === true;
}

/** A handler may name its refusal (`context_key_not_found`); the call record carries that code. */
function codeOf(error: unknown): string | null {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && /^[a-z][a-z0-9_]*$/.test(code) ? code : null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

async function attemptOnce(
  handler: ToolHandler,
  context: ToolContext,
  input: Record<string, unknown>,
  settings: ExecutionSettings,
): Promise<AttemptResult> {
  const { timeoutMs } = settings;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(
      // Not retried: the first attempt may still be running, and may still act.
      () => resolve({ kind: "error", message: `the tool did not answer within ${timeoutMs} ms; its outcome is unknown`, retryable: false, code: "tool_timeout" }),
      timeoutMs,
    );
  });
  const run = handler(context, input).then(
    (output): AttemptResult =>
      typeof output === "string"
        ? { kind: "ok", output }
        : { kind: "error", message: "the tool returned no text", retryable: false, code: "tool_returned_no_text" },
    (error: unknown): AttemptResult => {
      settings.logFailure?.(error);
      return { kind: "error", message: messageOf(error), retryable: isRetryable(error), code: codeOf(error) };
    },
  );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function executeHandler(
  handler: ToolHandler,
  context: ToolContext,
  input: Record<string, unknown>,
  settings: ExecutionSettings,
): Promise<ExecutionOutcome> {
  const maxAttempts = mayRetry(settings.retry) ? Math.max(1, settings.policy.maxAttempts) : 1;
  for (let attempt = 1; ; attempt += 1) {
    const result = await attemptOnce(handler, context, input, settings);
    if (result.kind === "ok") return { kind: "ok", output: result.output, attempts: attempt };
    if (!result.retryable || attempt >= maxAttempts) {
      return { kind: "error", message: result.message, attempts: attempt, retryable: result.retryable, code: result.code };
    }
    await settings.sleep(delayBeforeNextAttempt(settings.policy, attempt));
  }
}

/** The text the model reads for a failed call; the final report says how many attempts were made. */
export function errorText(outcome: Extract<ExecutionOutcome, { kind: "error" }>): string {
  const attempts = outcome.attempts > 1 ? ` (after ${outcome.attempts} attempts)` : "";
  return `ERROR: ${outcome.message}${attempts}`;
}
