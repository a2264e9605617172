// script_list: the agent's scripts by name, without their sources (script_read has those).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import { scriptSummary } from "./script-view";

export async function listScripts(_input: object, context: ToolContext, { db }: ToolServices): Promise<string> {
  const scripts = await db.script.findMany({ where: agentScopeOf(context), orderBy: { name: "asc" } });
  if (scripts.length === 0) return "You have no scripts yet: save one with script_save.";
  return compactJsonList({ count: scripts.length }, "scripts", scripts.map(scriptSummary));
}
