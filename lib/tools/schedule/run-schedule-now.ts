// schedule_run_now: one `schedule` run now, through the same run-creation path as a firing. Unsafe (retry
// safety): each call starts another run.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";
import { findSchedule } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";

export function runScheduleNow(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scheduler = requireScheduler(dependencies);
    const schedule = await findSchedule(dependencies.db, agentScopeOf(context), requiredString(input, "id"));
    const started = await scheduler.startRunNow(schedule.id);
    if (started.kind === "refused") throw new ToolFailure("schedule_run_refused", `the schedule "${schedule.id}" could not start a run: ${started.reason}`);
    return jsonText({ scheduleId: schedule.id, runId: started.runId, status: "queued" });
  };
}
