// script_run runs a script named in its arguments; `scripts.<name>` runs the script its tool name names,
// with the call's arguments as the script's input. Both are unsafe (retry safety): a script may act.

import type { ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import { optionalObject, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { runStoredScript } from "./run-stored-script";
import type { ScriptLimits } from "./script-limits";
import { scriptNameOfTool } from "./script-tool-definition";

export function runScript(dependencies: ToolDependencies, limits: ScriptLimits): ToolHandler<ToolOutput> {
  return async (context, input) =>
    runStoredScript(dependencies, limits, context, requiredString(input, "name"), optionalObject(input, "arguments") ?? {});
}

export function runScriptTool(dependencies: ToolDependencies, limits: ScriptLimits): ToolHandler<ToolOutput> {
  return async (context, input) => {
    const name = scriptNameOfTool(context.tool);
    if (name === null) throw new Error(`${context.tool} is not the tool of a script`);
    return runStoredScript(dependencies, limits, context, name, input);
  };
}
