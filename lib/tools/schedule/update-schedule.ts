// schedule_update: changes the given fields only; idempotent (retry safety) — the same change again leaves
// the same schedule. An enabled schedule's pg-boss entry is replaced; a disabled one's is removed. Only the
// schedule's creator or an admin may change it: its runs act as that creator (issue 8, item 13).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { checkedCron, checkedTimezone } from "./cron-check";
import { findScheduleToChange } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";
import { scheduleView } from "./schedule-view";

function optionalBoolean(input: Record<string, unknown>, field: string): boolean | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw new Error(`the input field ${field} must be true or false when given`);
  return value;
}

export function updateSchedule(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scheduler = requireScheduler(dependencies);
    const scope = agentScopeOf(context);
    const now = dependencies.now();
    const existing = await findScheduleToChange(dependencies.db, context, requiredString(input, "id"));
    const timezone = input.timezone === undefined ? existing.timezone : checkedTimezone(optionalString(input, "timezone"));
    const cron = checkedCron(optionalString(input, "cron") ?? existing.cron, timezone, now);
    const enabled = optionalBoolean(input, "enabled") ?? existing.enabled;
    const scheduleInput = optionalString(input, "input") ?? existing.input;
    const schedule = await dependencies.db.$transaction(async (transaction) => {
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
  };
}
