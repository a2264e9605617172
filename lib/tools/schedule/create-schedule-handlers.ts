// The Schedules family's handlers (the schedule binding), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { createSchedule } from "./create-schedule";
import { deleteSchedule } from "./delete-schedule";
import { getSchedule } from "./get-schedule";
import { listSchedules } from "./list-schedules";
import { runScheduleNow } from "./run-schedule-now";
import { updateSchedule } from "./update-schedule";

export function createScheduleHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    schedule_list: listSchedules(dependencies),
    schedule_get: getSchedule(dependencies),
    schedule_create: createSchedule(dependencies),
    schedule_update: updateSchedule(dependencies),
    schedule_delete: deleteSchedule(dependencies),
    schedule_run_now: runScheduleNow(dependencies),
  };
}
