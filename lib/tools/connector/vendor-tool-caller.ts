// Issue 10: what the vendor tool handler needs from the world — a call of `context.tool` on the login that
// serves the agent — given once when the registry is built (lib/server/connectors implements it).

import type { ToolContext } from "@/lib/runtime/ports";

export type VendorToolCaller = {
  /** The call's result text (media named in it), or a throw: a coded ToolError-like error, retryable or not. */
  call(context: ToolContext, input: Record<string, unknown>): Promise<string>;
};
