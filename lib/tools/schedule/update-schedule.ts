// schedule_update: changes the given fields only; idempotent (retry safety) — the same change again leaves
// the same schedule. An enabled schedule's pg-boss entry is replaced; a disabled one's is removed. Only the
// schedule's creator or an admin may change it: its runs act as that creator (issue 8, item 13).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { checkedCron, checkedTimezone } from "./cron-check";
import { findScheduleToChange } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";
import { scheduleView } from "./schedule-view";

type ScheduleChange = { id: string; cron?: string; timezone?: string; input?: string; enabled?: boolean };

export async function updateSchedule(change: ScheduleChange, context: ToolContext, services: ToolServices): Promise<string> {
  const scheduler = requireScheduler(services);
  const scope = agentScopeOf(context);
  const now = services.now();
  const existing = await findScheduleToChange(services.db, context, change.id);
  const timezone = change.timezone === undefined ? existing.timezone : checkedTimezone(change.timezone);
  const cron = checkedCron(change.cron ?? existing.cron, timezone, now);
  const enabled = change.enabled ?? existing.enabled;
  const scheduleInput = change.input ?? existing.input;
  const schedule = await services.db.$transaction(async (transaction) => {
    await lockFor(transaction, ["schedule", scope.agentId]);
    const updated = await transaction.schedule.update({
      where: { id: existing.id },
      data: { cron, timezone, enabled, input: scheduleInput, updatedAt: now },
    });
    if (enabled) await scheduler.register({ id: updated.id, cron, timezone }, transaction);
    else await scheduler.unregister(updated.id, transaction);
    return updated;
  });
  return jsonText(scheduleView(schedule, now));
}
