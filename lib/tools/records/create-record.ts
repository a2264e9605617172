// record_create: unsafe (retry safety) — each call stores another record, so a failed call is never repeated.

import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { recordView, storableData } from "./record-view";

export async function createRecord(
  input: { collection: string; data: Record<string, unknown> },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const data = storableData(input.data);
  const now = services.now();
  const record = await services.db.agentRecord.create({
    data: { ...agentScopeOf(context), collection: input.collection, data, createdAt: now, updatedAt: now },
  });
  return jsonText(recordView(record, redactionOf(context)));
}
