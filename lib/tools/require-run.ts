// Tools that act on "this run" have nothing to act on in the playground, which invokes without a run.
// Issue 23, item 5: an ordinary refusal, so a ToolError (its code, one log line), never a stack trace.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";

export function requireRun(context: ToolContext): string {
  if (context.runId === null) {
    throw new ToolError("run_required", `${context.tool} needs a run: a playground call has no run to act on`);
  }
  return context.runId;
}
