// schedule_get: one of the agent's schedules by id, input included.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { findSchedule } from "./find-schedule";
import { scheduleView } from "./schedule-view";

export function getSchedule(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const schedule = await findSchedule(dependencies.db, agentScopeOf(context), requiredString(input, "id"));
    return jsonText(scheduleView(schedule, dependencies.now()));
  };
}
