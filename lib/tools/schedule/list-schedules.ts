// schedule_list: the agent's schedules, oldest first, without their inputs (schedule_get has those).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import type { ToolDependencies } from "../tool-dependencies";
import { scheduleSummary } from "./schedule-view";

export function listSchedules(dependencies: ToolDependencies): ToolHandler {
  return async (context) => {
    const schedules = await dependencies.db.schedule.findMany({ where: agentScopeOf(context), orderBy: { createdAt: "asc" } });
    if (schedules.length === 0) return "You have no schedules yet: create one with schedule_create.";
    const now = dependencies.now();
    return compactJsonList({ count: schedules.length }, "schedules", schedules.map((schedule) => scheduleSummary(schedule, now)));
  };
}
