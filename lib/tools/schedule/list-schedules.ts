// schedule_list: the agent's schedules, oldest first, without their inputs (schedule_get has those).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import { scheduleSummary } from "./schedule-view";

export async function listSchedules(_input: object, context: ToolContext, services: ToolServices): Promise<string> {
  const schedules = await services.db.schedule.findMany({ where: agentScopeOf(context), orderBy: { createdAt: "asc" } });
  if (schedules.length === 0) return "You have no schedules yet: create one with schedule_create.";
  const now = services.now();
  return compactJsonList({ count: schedules.length }, "schedules", schedules.map((schedule) => scheduleSummary(schedule, now)));
}
