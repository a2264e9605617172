// The Records family's handlers (the record binding), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { createRecord } from "./create-record";
import { deleteRecord } from "./delete-record";
import { getRecord } from "./get-record";
import { listRecords } from "./list-records";
import { updateRecord } from "./update-record";

export function createRecordHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    record_create: createRecord(dependencies),
    record_get: getRecord(dependencies),
    record_list: listRecords(dependencies),
    record_update: updateRecord(dependencies),
    record_delete: deleteRecord(dependencies),
  };
}
