// What the schedule tools need from the queue (pg-boss, wired in lib/server/schedules/pg-boss-scheduler.ts):
// a timetable entry kept in the same transaction as the Schedule row, and a way to start a schedule run
// through the run-creation path of POST /v1/runs.

import type { Prisma } from "@/lib/generated/prisma/client";

export type ScheduleTimetable = { id: string; cron: string; timezone: string };

export type ScheduleRunStart = { kind: "started"; runId: string } | { kind: "refused"; reason: string };

export type Scheduler = {
  /** Creates or replaces the schedule's timetable entry, inside `transaction`: a rollback drops it too. */
  register(timetable: ScheduleTimetable, transaction: Prisma.TransactionClient): Promise<void>;
  /** Removes the entry; removing one that is gone changes nothing. */
  unregister(scheduleId: string, transaction: Prisma.TransactionClient): Promise<void>;
  /** Starts one `schedule` run of the schedule now, enabled or not. */
  startRunNow(scheduleId: string): Promise<ScheduleRunStart>;
};
