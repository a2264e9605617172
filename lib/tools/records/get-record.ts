// record_get: one record of the agent's collection by id; any other id is `record_not_found`.

import type { ToolHandler } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { recordNotFound, recordView } from "./record-view";

export function getRecord(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const collection = requiredString(input, "collection");
    const id = requiredString(input, "id");
    const record = await dependencies.db.agentRecord.findFirst({ where: { ...agentScopeOf(context), collection, id } });
    if (record === null) throw recordNotFound(collection, id);
    return jsonText(recordView(record, redactionOf(context)));
  };
}
