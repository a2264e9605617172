// record_update: merges top-level fields into one record. Idempotent (retry safety): the same merge
// twice leaves the same record.

import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { isJsonObject, recordNotFound, recordView, storableData } from "./record-view";

export async function updateRecord(
  { collection, id, data: changes }: { collection: string; id: string; data: Record<string, unknown> },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const scope = agentScopeOf(context);
  const updated = await services.db.$transaction(async (transaction) => {
    await lockFor(transaction, ["record", scope.agentId, id]);
    const record = await transaction.agentRecord.findFirst({ where: { ...scope, collection, id } });
    if (record === null) throw recordNotFound(collection, id);
    const current = isJsonObject(record.data) ? record.data : {};
    const data = storableData({ ...current, ...changes });
    return transaction.agentRecord.update({ where: { id: record.id }, data: { data, updatedAt: services.now() } });
  });
  return jsonText(recordView(updated, redactionOf(context)));
}
