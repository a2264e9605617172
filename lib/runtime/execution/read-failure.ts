// Issue 17, item 2: what the execution stage reads of a handler's throw. A ToolError (ports/tool-error.ts)
// is a failure the tool means: its code, whether it is worth repeating and a script's exit code. Anything
// else is a bug or an outage: no code, not repeated, logged with its stack (describe-failure.ts).

import { ToolError } from "../ports/tool-error";

export type HandlerFailure = { code: string | null; retryable: boolean; exitCode: number | null };

const UNEXPECTED: HandlerFailure = { code: null, retryable: false, exitCode: null };

export function readFailure(error: unknown): HandlerFailure {
  if (error instanceof ToolError) return { code: error.code, retryable: error.retryable, exitCode: error.exitCode ?? null };
  return UNEXPECTED;
}
