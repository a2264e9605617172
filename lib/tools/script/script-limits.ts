// The sandbox's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable, declared in lib/settings/environment-schema.ts). Read where the script handlers
// are built, so a test can pass its own.

import { DEFAULT_SETTINGS, type Environment, type Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

export type ScriptLimits = {
  /** SCRIPT_TIME_LIMIT_MS: wall-clock time a script may run, its result read included. */
  timeLimitMs: number;
  /** SCRIPT_MEMORY_LIMIT_BYTES: the QuickJS heap a script may allocate. */
  memoryLimitBytes: number;
  /**
   * SCRIPT_OUTPUT_MAX_BYTES: the most a script hands out of the sandbox — its result's JSON, and its log
   * lines together (each line is also cut at 2,000 characters). Measured inside the sandbox (issue 8, item 5).
   */
  outputMaxBytes: number;
};

export const scriptLimits = (settings: Settings): ScriptLimits => ({
  timeLimitMs: settings.SCRIPT_TIME_LIMIT_MS,
  memoryLimitBytes: settings.SCRIPT_MEMORY_LIMIT_BYTES,
  outputMaxBytes: settings.SCRIPT_OUTPUT_MAX_BYTES,
});

export const defaultScriptLimits: ScriptLimits = scriptLimits(DEFAULT_SETTINGS);

export function scriptLimitsFromEnvironment(environment?: Environment): ScriptLimits {
  return scriptLimits(readSettings(environment));
}
