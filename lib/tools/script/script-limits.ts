// The sandbox's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable, declared in lib/settings/environment-schema.ts). A handler reads them from its
// services' settings at each call; the code tools still read them where they are built.

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

/** The sandbox's limits as the settings give them. */
export const scriptLimitsOf = (settings: Settings): ScriptLimits => ({
  timeLimitMs: settings.SCRIPT_TIME_LIMIT_MS,
  memoryLimitBytes: settings.SCRIPT_MEMORY_LIMIT_BYTES,
  outputMaxBytes: settings.SCRIPT_OUTPUT_MAX_BYTES,
});

export const defaultScriptLimits: ScriptLimits = scriptLimitsOf(DEFAULT_SETTINGS);

export function scriptLimitsFromEnvironment(environment?: Environment): ScriptLimits {
  return scriptLimitsOf(readSettings(environment));
}
