import "server-only";
import type { RuntimeLimits } from "@/lib/runtime/runtime-limits";
import type { Environment } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

// CONTRACT.md, Conventions: limits have names and defaults and are configurable by environment variable
// (declared in lib/settings/environment-schema.ts); the core gets them as values.

export function runtimeLimitsFromEnvironment(environment?: Environment): RuntimeLimits {
  const settings = readSettings(environment);
  return {
    toolResultMaxBytes: settings.TOOL_RESULT_MAX_BYTES,
    lowBudgetThreshold: settings.TOOL_LOW_BUDGET_THRESHOLD,
    retryMaxAttempts: settings.TOOL_RETRY_MAX_ATTEMPTS,
    retryBaseDelayMs: settings.TOOL_RETRY_BASE_DELAY_MS,
    handlerTimeoutMs: settings.TOOL_HANDLER_TIMEOUT_MS,
    previewBudget: settings.TOOL_RESULT_PREVIEW_CHARS,
    replayWindowTurns: settings.TOOL_RESULT_REPLAY_TURNS,
    replayExcerptCharacters: settings.TOOL_RESULT_REPLAY_CHARS,
    modelContextMaxTokens: settings.MODEL_CONTEXT_MAX_TOKENS,
  };
}
