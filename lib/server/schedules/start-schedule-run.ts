import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ScheduleRunStart } from "@/lib/tools/schedule/scheduler";
import { rolesAllow } from "../auth/permissions";
import type { Database } from "../db";
import { createRun } from "../runs/create-run";
import { modelForProductStartedRun } from "../runs/model-for-product-started-run";
import { live } from "@/lib/server/database/soft-delete";
import type { Settings } from "@/lib/settings/environment-schema";

/** `fired`: pg-boss's job for a time the cron named; `now`: schedule_run_now. */
export type ScheduleTrigger = "fired" | "now";

function refused(reason: string): ScheduleRunStart {
  return { kind: "refused", reason };
}

/**
 * Starts one `schedule` run of a schedule through the run-creation path of POST /v1/runs, so it is queued
 * and executed by workers like any run, then records it as the schedule's last run. A deleted schedule, or
 * a disabled one's stale firing, starts nothing.
 */
export async function startScheduleRun(database: Database, scheduleId: string, trigger: ScheduleTrigger, settings: Settings): Promise<ScheduleRunStart> {
  const schedule = await database.schedule.findUnique({ where: { id: scheduleId } });
  if (schedule === null) return refused("the schedule no longer exists");
  if (trigger === "fired" && !schedule.enabled) return refused("the schedule is disabled");
  // Seed "running tools": a run acts with the rights of the user who started it; missing user context fails closed.
  const user = schedule.actingUserId
    ? await database.user.findFirst({ where: live({ id: schedule.actingUserId, organisationId: schedule.organisationId }), select: { id: true, roles: true } })
    : null;
  if (user === null) return refused("its acting user no longer exists");
  if (!rolesAllow(user.roles, "runs:write")) return refused("its acting user may no longer start runs");
  // CONTRACT.md, The enterprise: the agent's default model, when set; else Schedule.model, a copy of its
  // creating run's stored spec (the sealed original plays, not the redacted view).
  const agent = await database.agent.findFirst({ where: live({ id: schedule.agentId, organisationId: schedule.organisationId }), select: { model: true } });
  const model = modelForProductStartedRun({ model: agent?.model ?? null }, schedule.model);
  if (model.kind === "invalid") return refused(model.reason);
  try {
    const principal = { userId: user.id, organisationId: schedule.organisationId, roles: user.roles };
    const body = { agentId: schedule.agentId, taskId: schedule.taskId, kind: "schedule" as const, input: schedule.input, model: model.spec };
    const run = await createRun(database, principal, body, settings, { modelChosenByAdmin: model.source === "agent" });
    await database.schedule.updateMany({ where: { id: schedule.id }, data: { lastRunId: run.id, lastFiredAt: new Date() } });
    return { kind: "started", runId: run.id };
  } catch (error) {
    if (error instanceof AppError) return refused(error.message);
    throw error;
  }
}
