// record_list: a collection's records, newest first, narrowed by exact matches on top-level fields.

import { Prisma } from "@/lib/generated/prisma/client";
import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import { optionalInteger, optionalObject, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { recordView } from "./record-view";

export const DEFAULT_RECORD_LIST_LIMIT = 20;

/** One filter per field: the record's top-level field equals the value (JSON equality; null matches null). */
export function fieldMatches(where: Record<string, unknown>): Prisma.AgentRecordWhereInput[] {
  return Object.entries(where).map(([field, value]) => ({
    data: { path: [field], equals: value === null ? Prisma.JsonNull : (value as Prisma.InputJsonValue) },
  }));
}

export function listRecords(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const collection = requiredString(input, "collection");
    const where = optionalObject(input, "where") ?? {};
    const limit = optionalInteger(input, "limit") ?? DEFAULT_RECORD_LIST_LIMIT;
    const records = await dependencies.db.agentRecord.findMany({
      where: { ...agentScopeOf(context), collection, AND: fieldMatches(where) },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: limit,
    });
    // Ran and matched nothing: an absence, said in words (seed "tool rules").
    if (records.length === 0) {
      return Object.keys(where).length === 0
        ? `Your collection "${collection}" holds no records.`
        : `No record of your collection "${collection}" matches ${JSON.stringify(where)}.`;
    }
    return compactJsonList({ collection, count: records.length }, "records", records.map(recordView));
  };
}
