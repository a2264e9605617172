// record_create: unsafe (retry safety) — each call stores another record, so a failed call is never repeated.

import type { ToolHandler } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredObject, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { recordView, storableData } from "./record-view";

export function createRecord(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const collection = requiredString(input, "collection");
    const data = storableData(requiredObject(input, "data"));
    const now = dependencies.now();
    const record = await dependencies.db.agentRecord.create({
      data: { ...agentScopeOf(context), collection, data, createdAt: now, updatedAt: now },
    });
    return jsonText(recordView(record, redactionOf(context)));
  };
}
