// script_delete: idempotent (retry safety) — deleting a script that is already gone changes nothing.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export function deleteScript(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const name = requiredString(input, "name");
    const deleted = await dependencies.db.script.deleteMany({ where: { ...agentScopeOf(context), name } });
    return deleted.count > 0 ? `Deleted the script "${name}".` : `You had no script named "${name}"; nothing changed.`;
  };
}
