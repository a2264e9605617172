// Seed "tools in a run", What a run offers: the record binding. Structured JSON records in named
// collections of the agent. Seed "tool rules", Untrusted output: an id the model composes is checked
// against the agent, and a foreign or made-up one is refused identically (`record_not_found`).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { createRecord } from "./create-record";
import { deleteRecord } from "./delete-record";
import { getRecord } from "./get-record";
import { listRecords } from "./list-records";
import { MAX_RECORD_BYTES } from "./record-view";
import { updateRecord } from "./update-record";

const records = {
  family: "Records",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "record" },
} as const;

const collection = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .describe("The collection's name: letters, digits, `_`, `.`, `:` or `-`, e.g. `leads`.");

const recordId = z.string().min(1).max(100).describe("The record's id, as record_create or record_list returned it.");

/** A JSON object of any fields: `{type: "object"}` to the model. */
const recordData = (description: string) => z.record(z.string(), z.unknown()).describe(description);

const recordNotFound = toolError("record_not_found", "The collection of this agent holds no record with that id (a guessed id is answered the same way).");
const recordTooLarge = toolError("record_too_large", `The record's data would be larger than ${MAX_RECORD_BYTES} bytes of JSON.`);

export const recordCreateTool = defineTool({
  ...records,
  name: "record_create",
  description:
    "Store a new record (a JSON object) in one of your collections; the collection exists once it holds a record. " +
    "Returns the record with its new id. Each call creates another record, so do not repeat it to be sure.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({ collection, data: recordData("The record's fields, e.g. {\"name\": \"Ada\", \"stage\": \"won\"}.") }),
  errors: withCallErrors(recordTooLarge),
  execute: createRecord,
});

export const recordGetTool = defineTool({
  ...records,
  name: "record_get",
  description: "Read one record of a collection by its id. Returns its id, data and when it was created and updated.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ collection, id: recordId }),
  errors: withCallErrors(recordNotFound),
  execute: getRecord,
});

export const recordListTool = defineTool({
  ...records,
  name: "record_list",
  description:
    "List the records of a collection, newest first. With `where`, only records whose top-level fields equal " +
    "every value given, e.g. {\"stage\": \"won\"}.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    collection,
    where: recordData("Exact matches on top-level fields; a record must match them all.").optional(),
    limit: limitInput("records", 100, 20),
  }),
  errors: withCallErrors(),
  execute: listRecords,
});

export const recordUpdateTool = defineTool({
  ...records,
  name: "record_update",
  description:
    "Change fields of one record: each top-level field in `data` replaces the record's field of that name, and " +
    "the other fields stay. Repeating the same update leaves the same record. Returns the record as it is now.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ collection, id: recordId, data: recordData("The fields to set, e.g. {\"stage\": \"lost\"}.") }),
  errors: withCallErrors(recordNotFound, recordTooLarge),
  execute: updateRecord,
});

export const recordDeleteTool = defineTool({
  ...records,
  name: "record_delete",
  description: "Delete one record of a collection by its id. Deleting it again leaves the same state and answers that no such record exists.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ collection, id: recordId }),
  errors: withCallErrors(recordNotFound),
  execute: deleteRecord,
});

export const recordTools = [recordCreateTool, recordGetTool, recordListTool, recordUpdateTool, recordDeleteTool];
