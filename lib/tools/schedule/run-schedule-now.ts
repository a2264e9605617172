// schedule_run_now: one `schedule` run now, through the same run-creation path as a firing. Unsafe (retry
// safety): each call starts another run. The run acts as the schedule's creator, so only that user or an
// admin may start it (issue 8, item 13).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { findScheduleToChange } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";

export async function runScheduleNow({ id }: { id: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const scheduler = requireScheduler(services);
  const schedule = await findScheduleToChange(services.db, context, id);
  const started = await scheduler.startRunNow(schedule.id);
  if (started.kind === "refused") throw new ToolError("schedule_run_refused", `the schedule "${schedule.id}" could not start a run: ${started.reason}`);
  return jsonText({ scheduleId: schedule.id, runId: started.runId, status: "queued" });
}
