// Seed "tools in a run", Handlers: the full error goes to the operational log. Issue 16, item 7: a tool error
// that names its code (a refusal the tool means, a connector's or the egress policy's failure) is ordinary,
// and its log entry is one line: the code and the message. Only an unexpected throw, which names no code,
// carries its stack, the way to find the bug it is.

import { readFailure } from "./read-failure";

/** What the operational log records of a handler's throw. */
export function describeFailure(error: unknown): string {
  const { code } = readFailure(error);
  if (code === null) return error instanceof Error ? (error.stack ?? error.message) : String(error);
  const message = error instanceof Error ? error.message : String(error);
  const line = message.replace(/\s*\n\s*/g, " ").trim();
  return line.startsWith(`${code}:`) ? line : `${code}: ${line}`;
}
