// One schedule of the calling agent by id. Seed "tool rules", Untrusted output: another agent's or another
// organisation's id and a made-up one get the identical answer.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AgentScope } from "../agent-scope";
import { ToolFailure } from "../tool-failure";

export function scheduleNotFound(id: string): ToolFailure {
  return new ToolFailure("schedule_not_found", `you have no schedule with the id "${id}"; schedule_list shows yours.`);
}

export async function findSchedule(db: PrismaClient, scope: AgentScope, id: string) {
  const schedule = await db.schedule.findFirst({ where: { ...scope, id } });
  if (schedule === null) throw scheduleNotFound(id);
  return schedule;
}
