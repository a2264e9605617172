// script_read: one of the agent's scripts by name, source and parameters included.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { findScript } from "./find-script";
import { scriptView } from "./script-view";

export function readScript(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const script = await findScript(dependencies.db, agentScopeOf(context), requiredString(input, "name"));
    return jsonText(scriptView(script));
  };
}
