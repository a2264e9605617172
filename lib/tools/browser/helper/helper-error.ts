// A verb's failure inside the helper, with the code the tool reports (catalog: browser-tools.ts). Playwright's
// own errors are read once here: a closed browser is the agent's Chrome gone mid-call, a timeout is the
// call's budget spent, anything else is what the verb was doing (finding an element, loading a page).

import type { HelperFailureCode } from "../helper-protocol";

export class HelperError extends Error {
  constructor(readonly code: HelperFailureCode, message: string) {
    super(message);
    this.name = "HelperError";
  }
}

const BROWSER_GONE = /has been closed|Target closed|Browser closed|browser has disconnected|WebSocket is not open|ECONNRESET|socket hang up|Session closed/i;

/** The first line of Playwright's message: its call log follows, and names internals the model cannot use. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n")[0] ?? "").replace(/^[a-zA-Z]+\.[a-zA-Z]+: /, "").trim();
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** The HelperError a thrown error means, `otherwise` naming what the verb was doing. */
export function helperErrorOf(error: unknown, otherwise: HelperFailureCode): HelperError {
  if (error instanceof HelperError) return error;
  const line = firstLine(error);
  if (BROWSER_GONE.test(error instanceof Error ? error.message : String(error))) {
    return new HelperError("browser_unavailable", `the agent's Chrome went away during the call (${line}); the next browser call starts it again`);
  }
  if (isTimeout(error)) return new HelperError("timed_out", line);
  return new HelperError(otherwise, line);
}
