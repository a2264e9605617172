// script_list: the agent's scripts by name, without their sources (script_read has those).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import type { ToolDependencies } from "../tool-dependencies";
import { scriptSummary } from "./script-view";

export function listScripts(dependencies: ToolDependencies): ToolHandler {
  return async (context) => {
    const scripts = await dependencies.db.script.findMany({ where: agentScopeOf(context), orderBy: { name: "asc" } });
    if (scripts.length === 0) return "You have no scripts yet: save one with script_save.";
    return compactJsonList({ count: scripts.length }, "scripts", scripts.map(scriptSummary));
  };
}
