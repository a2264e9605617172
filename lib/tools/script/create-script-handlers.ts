// The Scripts family's handlers (the script binding), by canonical name. A script's own tool
// (`scripts.<name>`) has no fixed name: the registry answers it by prefix (lib/tools/handler-registry.ts).

import type { ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { deleteScript } from "./delete-script";
import { listScripts } from "./list-scripts";
import { readScript } from "./read-script";
import { runScript } from "./run-script";
import { saveScript } from "./save-script";
import { scriptLimitsFromEnvironment, type ScriptLimits } from "./script-limits";

export function createScriptHandlers(dependencies: ToolDependencies, limits: ScriptLimits = scriptLimitsFromEnvironment()): Record<string, ToolHandler<ToolOutput>> {
  return {
    script_list: listScripts(dependencies),
    script_read: readScript(dependencies),
    script_save: saveScript(dependencies),
    script_delete: deleteScript(dependencies),
    script_run: runScript(dependencies, limits),
  };
}
