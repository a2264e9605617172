// schedule_delete: removes the row and its pg-boss entry in one transaction. Idempotent (retry safety): an id
// that is gone — or never was this agent's — changes nothing and is answered the same way. Only the
// schedule's creator or an admin may delete it (issue 8, item 13).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { requireScheduleOwner } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";

export function deleteSchedule(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scheduler = requireScheduler(dependencies);
    const id = requiredString(input, "id");
    const deleted = await dependencies.db.$transaction(async (transaction) => {
      const schedule = await transaction.schedule.findFirst({ where: { ...agentScopeOf(context), id } });
      if (schedule === null) return false;
      requireScheduleOwner(context, schedule);
      // deleteMany: a concurrent delete of the same schedule leaves nothing to remove, and that is no error.
      const removed = await transaction.schedule.deleteMany({ where: { id: schedule.id } });
      if (removed.count > 0) await scheduler.unregister(id, transaction);
      return removed.count > 0;
    });
    return deleted ? `Deleted the schedule "${id}"; it starts nothing more.` : `You had no schedule with the id "${id}"; nothing changed.`;
  };
}
