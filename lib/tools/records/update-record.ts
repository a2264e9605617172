// record_update: merges top-level fields into one record. Idempotent (retry safety): the same merge
// twice leaves the same record.

import type { ToolHandler } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { requiredObject, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { isJsonObject, recordNotFound, recordView, storableData } from "./record-view";

export function updateRecord(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const collection = requiredString(input, "collection");
    const id = requiredString(input, "id");
    const changes = requiredObject(input, "data");
    const scope = agentScopeOf(context);
    const updated = await dependencies.db.$transaction(async (transaction) => {
      await lockFor(transaction, ["record", scope.agentId, id]);
      const record = await transaction.agentRecord.findFirst({ where: { ...scope, collection, id } });
      if (record === null) throw recordNotFound(collection, id);
      const current = isJsonObject(record.data) ? record.data : {};
      const data = storableData({ ...current, ...changes });
      return transaction.agentRecord.update({ where: { id: record.id }, data: { data, updatedAt: dependencies.now() } });
    });
    return jsonText(recordView(updated, redactionOf(context)));
  };
}
