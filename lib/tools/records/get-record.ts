// record_get: one record of the agent's collection by id; any other id is `record_not_found`.

import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { recordNotFound, recordView } from "./record-view";

export async function getRecord({ collection, id }: { collection: string; id: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const record = await db.agentRecord.findFirst({ where: { ...agentScopeOf(context), collection, id } });
  if (record === null) throw recordNotFound(collection, id);
  return jsonText(recordView(record, redactionOf(context)));
}
