// script_read: one of the agent's scripts by name, source and parameters included.

import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf, redactStrings } from "@/lib/runtime/results/redact-in-handler";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { findScript } from "./find-script";
import { scriptView } from "./script-view";

export async function readScript({ name }: { name: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const script = await findScript(db, agentScopeOf(context), name);
  // Issue 8, item 1: the source and parameters are redacted before JSON escapes them.
  return jsonText(redactStrings(scriptView(script), redactionOf(context)));
}
