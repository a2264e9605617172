// Issue 17, item 2: what the execution stage reads of a handler's throw. A ToolError (ports/tool-error.ts)
// is a failure the tool means: its code, whether it is worth repeating and a script's exit code. Anything
// else is a bug or an outage: no code, not repeated, logged with its stack (describe-failure.ts).

import { ToolError } from "../ports/tool-error";

export type HandlerFailure = { code: string | null; retryable: boolean; exitCode: number | null };

const UNEXPECTED: HandlerFailure = { code: null, retryable: false, exitCode: null };

/** A tool error code, as the catalog lists it: lower snake case. */
const CODE = /^[a-z][a-z0-9_]*$/;

/**
 * COMPATIBILITY (issue 17, until every handler in lib/tools throws ToolError): a handler not yet converted
 * still throws its own error carrying `code`, `retryable` or `exitCode` (RetryableToolError and its web,
 * browser and database subclasses, HelperError, SandboxUnavailableError, EgressError, ConnectorError). Its
 * properties are read as before; delete this branch once no such throw is left.
 */
function legacyFailure(error: unknown): HandlerFailure | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, retryable, exitCode } = error as { code?: unknown; retryable?: unknown; exitCode?: unknown };
  const failure: HandlerFailure = {
    code: typeof code === "string" && CODE.test(code) ? code : null,
    retryable: retryable === true,
    exitCode: typeof exitCode === "number" && Number.isInteger(exitCode) ? exitCode : null,
  };
  return failure.code === null && !failure.retryable && failure.exitCode === null ? null : failure;
}

export function readFailure(error: unknown): HandlerFailure {
  if (error instanceof ToolError) return { code: error.code, retryable: error.retryable, exitCode: error.exitCode ?? null };
  return legacyFailure(error) ?? UNEXPECTED;
}
