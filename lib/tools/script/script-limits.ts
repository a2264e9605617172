// The sandbox's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable). Read where the script handlers are built, so a test can pass its own.

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

export const defaultScriptLimits: ScriptLimits = { timeLimitMs: 2000, memoryLimitBytes: 32 * 1024 * 1024, outputMaxBytes: 1024 * 1024 };

type Environment = Readonly<Record<string, string | undefined>>;

function positiveInteger(environment: Environment, name: string, fallback: number): number {
  const raw = environment[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  return value;
}

export function scriptLimitsFromEnvironment(environment: Environment = process.env): ScriptLimits {
  return {
    timeLimitMs: positiveInteger(environment, "SCRIPT_TIME_LIMIT_MS", defaultScriptLimits.timeLimitMs),
    memoryLimitBytes: positiveInteger(environment, "SCRIPT_MEMORY_LIMIT_BYTES", defaultScriptLimits.memoryLimitBytes),
    outputMaxBytes: positiveInteger(environment, "SCRIPT_OUTPUT_MAX_BYTES", defaultScriptLimits.outputMaxBytes),
  };
}
