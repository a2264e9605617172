// schedule_create: stores the schedule with what its runs inherit from this run — its task, its model
// (Run.model) and its acting user — and registers it with pg-boss in the same transaction.

import { Prisma } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { requireRun } from "../require-run";
import { checkedCron, checkedTimezone } from "./cron-check";
import { requireScheduler } from "./require-scheduler";
import { scheduleView } from "./schedule-view";

export const MAX_SCHEDULES_PER_AGENT = 50;

type NewSchedule = { name: string; cron: string; timezone?: string; input: string };

export async function createSchedule(input: NewSchedule, context: ToolContext, services: ToolServices): Promise<string> {
  const scheduler = requireScheduler(services);
  const runId = requireRun(context);
  const now = services.now();
  const timezone = checkedTimezone(input.timezone);
  const cron = checkedCron(input.cron, timezone, now);
  const scope = agentScopeOf(context);
  const run = await services.db.run.findFirst({ where: { id: runId, organisationId: scope.organisationId }, select: { model: true, taskId: true, actingUserId: true } });
  if (run === null) throw new Error(`the run ${runId} of this call was not found`);
  // Seed "running tools": missing user context fails closed — a schedule never runs as nobody.
  const actingUserId = context.actingUserId ?? run.actingUserId;
  if (actingUserId === null) throw new Error("schedule_create needs the run's acting user, and this run has none");
  const schedule = await services.db.$transaction(async (transaction) => {
    await lockFor(transaction, ["schedule", scope.agentId]);
    if ((await transaction.schedule.count({ where: scope })) >= MAX_SCHEDULES_PER_AGENT) {
      throw new ToolError("schedule_limit_reached", `you already have ${MAX_SCHEDULES_PER_AGENT} schedules; delete one with schedule_delete first`);
    }
    const created = await transaction.schedule.create({
      data: {
        ...scope,
        createdByRunId: runId,
        taskId: run.taskId,
        actingUserId,
        model: run.model as Prisma.InputJsonValue,
        name: input.name,
        cron,
        timezone,
        input: input.input,
        createdAt: now,
        updatedAt: now,
      },
    });
    await scheduler.register({ id: created.id, cron, timezone }, transaction);
    return created;
  });
  return jsonText(scheduleView(schedule, now));
}
