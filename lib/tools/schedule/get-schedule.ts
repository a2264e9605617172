// schedule_get: one of the agent's schedules by id, input included.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { findSchedule } from "./find-schedule";
import { scheduleView } from "./schedule-view";

export async function getSchedule({ id }: { id: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const schedule = await findSchedule(services.db, agentScopeOf(context), id);
  return jsonText(scheduleView(schedule, services.now()));
}
