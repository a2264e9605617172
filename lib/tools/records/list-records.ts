// record_list: a collection's records, newest first, narrowed by exact matches on top-level fields.

import { Prisma } from "@/lib/generated/prisma/client";
import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf, type Redact } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf, type AgentScope } from "../agent-scope";
import { compactJsonList } from "../json-text";
import type { ToolServices } from "../define/define-tool";
import { jsonEquals } from "./json-equals";
import { isJsonObject, recordView } from "./record-view";

/** Records read per query while the redacted ones are checked again. */
export const RECORD_PAGE_SIZE = 200;

/** One filter per field: the record's top-level field equals the value (JSON equality; null matches null). */
export function fieldMatches(where: Record<string, unknown>): Prisma.AgentRecordWhereInput[] {
  return Object.entries(where).map(([field, value]) => ({
    data: { path: [field], equals: value === null ? Prisma.JsonNull : (value as Prisma.InputJsonValue) },
  }));
}

type ListedRecord = ReturnType<typeof recordView>;

function matchesWhere(record: ListedRecord, where: Record<string, unknown>): boolean {
  const data = record.data as Prisma.JsonValue;
  if (!isJsonObject(data)) return Object.keys(where).length === 0;
  return Object.entries(where).every(([field, value]) => Object.prototype.hasOwnProperty.call(data, field) && jsonEquals(data[field], value));
}

/**
 * Issue 8, item 3: `where` is matched against the data as the model may read it. The database narrows the
 * candidates and each is checked again redacted, so a field equal to a secret's value is found exactly as a
 * wrong guess is (not at all). Read in pages, so `limit` records are found even when candidates fall away.
 */
async function matchingRecords(services: ToolServices, scope: AgentScope, collection: string, where: Record<string, unknown>, limit: number, redact: Redact) {
  const found: ListedRecord[] = [];
  for (let skip = 0; found.length < limit; skip += RECORD_PAGE_SIZE) {
    const page = await services.db.agentRecord.findMany({
      where: { ...scope, collection, AND: fieldMatches(where) },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip,
      take: RECORD_PAGE_SIZE,
    });
    for (const record of page) {
      const view = recordView(record, redact);
      if (matchesWhere(view, where)) found.push(view);
      if (found.length === limit) break;
    }
    if (page.length < RECORD_PAGE_SIZE) break;
  }
  return found;
}

export async function listRecords(
  input: { collection: string; where?: Record<string, unknown>; limit: number },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const { collection, limit } = input;
  const where = input.where ?? {};
  const records = await matchingRecords(services, agentScopeOf(context), collection, where, limit, redactionOf(context));
  // Ran and matched nothing: an absence, said in words (seed "tool rules").
  if (records.length === 0) {
    return Object.keys(where).length === 0
      ? `Your collection "${collection}" holds no records.`
      : `No record of your collection "${collection}" matches ${JSON.stringify(where)}.`;
  }
  return compactJsonList({ collection, count: records.length }, "records", records);
}
