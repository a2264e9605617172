// script_run runs a script named in its arguments; `scripts.<name>` runs the script its tool name names,
// with the call's arguments as the script's input. Both are unsafe (retry safety): a script may act. The
// limits are the settings' at each call (issue 17, item 4), never the environment's.

import type { ToolContext, ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import { ToolError } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { runStoredScript } from "./run-stored-script";
import { scriptLimitsOf } from "./script-limits";
import { scriptNameOfTool } from "./script-tool-definition";

type ScriptRunInput = { name: string; arguments?: Record<string, unknown> };

export async function runScript(input: ScriptRunInput, context: ToolContext, services: ToolServices): Promise<ToolOutput> {
  return runStoredScript(services, scriptLimitsOf(services.settings()), context, input.name, input.arguments ?? {});
}

export function runScriptTool(services: ToolServices): ToolHandler<ToolOutput> {
  return async (context, input) => {
    const name = scriptNameOfTool(context.tool);
    if (name === null) throw new ToolError("unknown_tool_name", `${context.tool} is not the tool of a script`);
    return runStoredScript(services, scriptLimitsOf(services.settings()), context, name, input);
  };
}
