// script_delete: idempotent (retry safety) — deleting a script that is already gone changes nothing.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";

export async function deleteScript({ name }: { name: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const deleted = await db.script.deleteMany({ where: { ...agentScopeOf(context), name } });
  return deleted.count > 0 ? `Deleted the script "${name}".` : `You had no script named "${name}"; nothing changed.`;
}
