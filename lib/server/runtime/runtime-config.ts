import "server-only";
import { defaultRuntimeLimits, type RuntimeLimits } from "@/lib/runtime/runtime-limits";

// CONTRACT.md, Conventions: limits have names and defaults and are configurable by environment variable.

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return value;
}

export function runtimeLimitsFromEnvironment(): RuntimeLimits {
  return {
    toolResultMaxBytes: positiveInteger("TOOL_RESULT_MAX_BYTES", defaultRuntimeLimits.toolResultMaxBytes),
    lowBudgetThreshold: positiveInteger("TOOL_LOW_BUDGET_THRESHOLD", defaultRuntimeLimits.lowBudgetThreshold),
    retryMaxAttempts: positiveInteger("TOOL_RETRY_MAX_ATTEMPTS", defaultRuntimeLimits.retryMaxAttempts),
    retryBaseDelayMs: positiveInteger("TOOL_RETRY_BASE_DELAY_MS", defaultRuntimeLimits.retryBaseDelayMs),
    handlerTimeoutMs: positiveInteger("TOOL_HANDLER_TIMEOUT_MS", defaultRuntimeLimits.handlerTimeoutMs),
    previewBudget: positiveInteger("TOOL_RESULT_PREVIEW_CHARS", defaultRuntimeLimits.previewBudget),
    replayWindowTurns: positiveInteger("TOOL_RESULT_REPLAY_TURNS", defaultRuntimeLimits.replayWindowTurns),
    replayExcerptCharacters: positiveInteger("TOOL_RESULT_REPLAY_CHARS", defaultRuntimeLimits.replayExcerptCharacters),
  };
}
