// One schedule of the calling agent by id. Seed "tool rules", Untrusted output: another agent's or another
// organisation's id and a made-up one get the identical answer.

import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf, type AgentScope } from "../agent-scope";
import { requireOwnerOrAdmin } from "../require-acting-user";

export function scheduleNotFound(id: string): ToolError {
  return new ToolError("schedule_not_found", `you have no schedule with the id "${id}"; schedule_list shows yours.`);
}

export async function findSchedule(db: PrismaClient | Prisma.TransactionClient, scope: AgentScope, id: string) {
  const schedule = await db.schedule.findFirst({ where: { ...scope, id } });
  if (schedule === null) throw scheduleNotFound(id);
  return schedule;
}

type Schedule = Awaited<ReturnType<typeof findSchedule>>;

/**
 * Issue 8, item 13: a schedule starts its runs as the user who created it (`actingUserId`), so only that
 * user or an admin may change, delete or fire it. The agent's own schedules are listed to every run of the
 * agent, so saying that one exists but is not this user's to change reveals nothing new.
 */
export function requireScheduleOwner(context: ToolContext, schedule: Schedule): Schedule {
  requireOwnerOrAdmin(context, schedule.actingUserId, `the schedule "${schedule.id}"`);
  return schedule;
}

/** The agent's schedule by id, refused unless the acting user created it or is an admin. */
export async function findScheduleToChange(db: PrismaClient | Prisma.TransactionClient, context: ToolContext, id: string): Promise<Schedule> {
  return requireScheduleOwner(context, await findSchedule(db, agentScopeOf(context), id));
}
