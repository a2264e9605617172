// record_delete: idempotent (retry safety) — a second delete leaves the same state. It answers
// `record_not_found` then, exactly as for an id that was never the agent's.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { recordNotFound } from "./record-view";

export async function deleteRecord({ collection, id }: { collection: string; id: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const deleted = await db.agentRecord.deleteMany({ where: { ...agentScopeOf(context), collection, id } });
  if (deleted.count === 0) throw recordNotFound(collection, id);
  return `Deleted the record "${id}" from your collection "${collection}".`;
}
