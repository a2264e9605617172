// schedule_delete: removes the row and its pg-boss entry in one transaction. Idempotent (retry safety): an id
// that is gone — or never was this agent's — changes nothing and is answered the same way. Only the
// schedule's creator or an admin may delete it (issue 8, item 13).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { requireScheduleOwner } from "./find-schedule";
import { requireScheduler } from "./require-scheduler";

export async function deleteSchedule({ id }: { id: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const scheduler = requireScheduler(services);
  const deleted = await services.db.$transaction(async (transaction) => {
    const schedule = await transaction.schedule.findFirst({ where: { ...agentScopeOf(context), id } });
    if (schedule === null) return false;
    requireScheduleOwner(context, schedule);
    // deleteMany: a concurrent delete of the same schedule leaves nothing to remove, and that is no error.
    const removed = await transaction.schedule.deleteMany({ where: { id: schedule.id } });
    if (removed.count > 0) await scheduler.unregister(id, transaction);
    return removed.count > 0;
  });
  return deleted ? `Deleted the schedule "${id}"; it starts nothing more.` : `You had no schedule with the id "${id}"; nothing changed.`;
}
