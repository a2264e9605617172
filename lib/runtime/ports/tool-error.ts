// Issue 17, item 2: the one error every handler throws for a failure it means (STYLE.md: one error type
// with closed codes, like the MCP SDK's McpError). The runtime reads `code`, `retryable` and `exitCode` off
// it and nothing else; any other throw is a bug or an outage and is logged with its stack.

export type ToolErrorOptions = {
  /** An outage worth repeating (a timeout, a 5xx): retried only when the tool's retry safety allows. */
  retryable?: boolean;
  /** Seed "tools in a run": a script_run call also records exit_code, a failed script's included. */
  exitCode?: number;
  cause?: unknown;
};

/** A tool error code, as the catalog lists it: lower snake case (`context_key_not_found`). */
const CODE = /^[a-z][a-z0-9_]*$/;

export class ToolError extends Error {
  readonly code: string;
  readonly retryable: boolean;
  readonly exitCode?: number;

  /** The message the model reads is `<code>: <message>` (seed "tools in a run", Handlers: `ERROR: <message>`). */
  constructor(code: string, message: string, options: ToolErrorOptions = {}) {
    if (!CODE.test(code)) throw new Error(`A tool error code is lower snake case; got ${JSON.stringify(code)}`);
    super(message.startsWith(`${code}:`) ? message : `${code}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ToolError";
    this.code = code;
    this.retryable = options.retryable ?? false;
    if (options.exitCode !== undefined) this.exitCode = options.exitCode;
  }
}

export function isToolError(error: unknown): error is ToolError {
  return error instanceof ToolError;
}
