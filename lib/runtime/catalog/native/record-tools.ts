// Seed "tools in a run", What a run offers: the record binding. Structured JSON records in named
// collections of the agent. Seed "tool rules", Untrusted output: an id the model composes is checked
// against the agent, and a foreign or made-up one is refused identically (`record_not_found`).

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const records = {
  family: "Records",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "record" },
} as const;

export const MAX_RECORD_BYTES = 16384;

const collection = {
  type: "string",
  minLength: 1,
  maxLength: 100,
  pattern: "^[A-Za-z0-9_.:-]+$",
  description: "The collection's name: letters, digits, `_`, `.`, `:` or `-`, e.g. `leads`.",
};

const recordId = { type: "string", minLength: 1, maxLength: 100, description: "The record's id, as record_create or record_list returned it." };

const recordData = (description: string) => ({ type: "object", description });

const recordNotFound = toolError("record_not_found", "The collection of this agent holds no record with that id (a guessed id is answered the same way).");
const recordTooLarge = toolError("record_too_large", `The record's data would be larger than ${MAX_RECORD_BYTES} bytes of JSON.`);

export const recordTools: readonly ToolDefinition[] = [
  {
    ...records,
    name: "record_create",
    description:
      "Store a new record (a JSON object) in one of your collections; the collection exists once it holds a record. " +
      "Returns the record with its new id. Each call creates another record, so do not repeat it to be sure.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      { collection, data: recordData("The record's fields, e.g. {\"name\": \"Ada\", \"stage\": \"won\"}.") },
      ["collection", "data"],
    ),
    errors: withCallErrors(recordTooLarge),
  },
  {
    ...records,
    name: "record_get",
    description: "Read one record of a collection by its id. Returns its id, data and when it was created and updated.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ collection, id: recordId }, ["collection", "id"]),
    errors: withCallErrors(recordNotFound),
  },
  {
    ...records,
    name: "record_list",
    description:
      "List the records of a collection, newest first. With `where`, only records whose top-level fields equal " +
      "every value given, e.g. {\"stage\": \"won\"}.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        collection,
        where: recordData("Exact matches on top-level fields; a record must match them all."),
        limit: limitProperty("records", 100, 20),
      },
      ["collection"],
    ),
    errors: withCallErrors(),
  },
  {
    ...records,
    name: "record_update",
    description:
      "Change fields of one record: each top-level field in `data` replaces the record's field of that name, and " +
      "the other fields stay. Repeating the same update leaves the same record. Returns the record as it is now.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      { collection, id: recordId, data: recordData("The fields to set, e.g. {\"stage\": \"lost\"}.") },
      ["collection", "id", "data"],
    ),
    errors: withCallErrors(recordNotFound, recordTooLarge),
  },
  {
    ...records,
    name: "record_delete",
    description: "Delete one record of a collection by its id. Deleting it again leaves the same state and answers that no such record exists.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ collection, id: recordId }, ["collection", "id"]),
    errors: withCallErrors(recordNotFound),
  },
];
