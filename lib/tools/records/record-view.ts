// What the record tools answer about a record, and the one refusal every id lookup shares.

import { Prisma } from "@/lib/generated/prisma/client";
import { redactStrings, type Redact } from "@/lib/runtime/results/redact-in-handler";
import { ToolError } from "@/lib/runtime/ports";

/** The most a record's data may hold, as JSON text. */
export const MAX_RECORD_BYTES = 16384;

export type StoredRecord = { id: string; collection: string; data: Prisma.JsonValue; createdAt: Date; updatedAt: Date };

/** Issue 8, item 1: the data is redacted string by string before JSON escapes it. */
export function recordView(record: StoredRecord, redact: Redact) {
  return {
    id: record.id,
    collection: redact(record.collection),
    data: redactStrings(record.data, redact),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * Seed "tool rules", Untrusted output: an id the model composed may have been written by whoever wrote what
 * it just read, so another agent's record, another organisation's and a made-up id get the same words.
 */
export function recordNotFound(collection: string, id: string): ToolError {
  return new ToolError("record_not_found", `your collection "${collection}" has no record with the id "${id}"; record_list shows the ids it holds`);
}

/** The data as stored: a JSON object within the size limit, else `record_too_large`. */
export function storableData(data: Record<string, unknown>): Prisma.InputJsonObject {
  const bytes = Buffer.byteLength(JSON.stringify(data), "utf8");
  if (bytes > MAX_RECORD_BYTES) {
    throw new ToolError("record_too_large", `the record would hold ${bytes} bytes of JSON, more than the ${MAX_RECORD_BYTES} a record may; keep large text in a note`);
  }
  // Parsed from the call's JSON, so every value is already a JSON value.
  return data as Prisma.InputJsonObject;
}

export function isJsonObject(value: Prisma.JsonValue): value is Prisma.JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
