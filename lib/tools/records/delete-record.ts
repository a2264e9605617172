// record_delete: idempotent (retry safety) — a second delete leaves the same state. It answers
// `record_not_found` then, exactly as for an id that was never the agent's.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { recordNotFound } from "./record-view";

export function deleteRecord(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const collection = requiredString(input, "collection");
    const id = requiredString(input, "id");
    const deleted = await dependencies.db.agentRecord.deleteMany({ where: { ...agentScopeOf(context), collection, id } });
    if (deleted.count === 0) throw recordNotFound(collection, id);
    return `Deleted the record "${id}" from your collection "${collection}".`;
  };
}
