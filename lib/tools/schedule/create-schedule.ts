// schedule_create: stores the schedule with what its runs inherit from this run — its task, its model
// (Run.model) and its acting user — and registers it with pg-boss in the same transaction.

import { Prisma } from "@/lib/generated/prisma/client";
import { MAX_SCHEDULES_PER_AGENT } from "@/lib/runtime/catalog/native/schedule-tools";
import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { optionalString, requiredString } from "../read-input";
import { requireRun } from "../require-run";
import type { ToolDependencies } from "../tool-dependencies";
import { checkedCron, checkedTimezone } from "./cron-check";
import { requireScheduler } from "./require-scheduler";
import { scheduleView } from "./schedule-view";

export function createSchedule(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scheduler = requireScheduler(dependencies);
    const runId = requireRun(context);
    const now = dependencies.now();
    const timezone = checkedTimezone(optionalString(input, "timezone"));
    const cron = checkedCron(requiredString(input, "cron"), timezone, now);
    const scope = agentScopeOf(context);
    const run = await dependencies.db.run.findFirst({ where: { id: runId, organisationId: scope.organisationId }, select: { model: true, taskId: true, actingUserId: true } });
    if (run === null) throw new Error(`the run ${runId} of this call was not found`);
    // Seed "running tools": missing user context fails closed — a schedule never runs as nobody.
    const actingUserId = context.actingUserId ?? run.actingUserId;
    if (actingUserId === null) throw new Error("schedule_create needs the run's acting user, and this run has none");
    const schedule = await dependencies.db.$transaction(async (transaction) => {
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
          name: requiredString(input, "name"),
          cron,
          timezone,
          input: requiredString(input, "input"),
          createdAt: now,
          updatedAt: now,
        },
      });
      await scheduler.register({ id: created.id, cron, timezone }, transaction);
      return created;
    });
    return jsonText(scheduleView(schedule, now));
  };
}
