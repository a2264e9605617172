// script_read: one of the agent's scripts by name, source and parameters included.

import type { ToolHandler } from "@/lib/runtime/ports";
import { redactionOf, redactStrings } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { findScript } from "./find-script";
import { scriptView } from "./script-view";

export function readScript(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const script = await findScript(dependencies.db, agentScopeOf(context), requiredString(input, "name"));
    // Issue 8, item 1: the source and parameters are redacted before JSON escapes them.
    return jsonText(redactStrings(scriptView(script), redactionOf(context)));
  };
}
