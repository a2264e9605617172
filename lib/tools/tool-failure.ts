// A refusal a handler reports as the tool's result (seed "built-in tools", Errors: handling `tool_error`).
// Seed "tools in a run", Handlers: a handler that throws becomes `ERROR: <message>`, so the message leads
// with the tool's own error code (as its catalog entry lists it) and then says what to do.

export class ToolFailure extends Error {
  readonly code: string;
  readonly retryable = false;
  /** Seed "tools in a run": a script_run call also records exit_code, a failed script's included. */
  readonly exitCode?: number;

  constructor(code: string, message: string, options: { exitCode?: number } = {}) {
    super(`${code}: ${message}`);
    this.name = "ToolFailure";
    this.code = code;
    if (options.exitCode !== undefined) this.exitCode = options.exitCode;
  }
}
