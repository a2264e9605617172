// Tools that act on "this run" have nothing to act on in the playground, which invokes without a run.

import type { ToolContext } from "@/lib/runtime/ports";

export function requireRun(context: ToolContext): string {
  if (context.runId === null) {
    throw new Error(`${context.tool} needs a run: a playground call has no run to act on`);
  }
  return context.runId;
}
