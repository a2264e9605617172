// A refusal a handler reports as the tool's result (seed "built-in tools", Errors: handling `tool_error`).
// Seed "tools in a run", Handlers: a handler that throws becomes `ERROR: <message>`, so the message leads
// with the tool's own error code (as its catalog entry lists it) and then says what to do.

export class ToolFailure extends Error {
  readonly code: string;
  readonly retryable = false;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.name = "ToolFailure";
    this.code = code;
  }
}
