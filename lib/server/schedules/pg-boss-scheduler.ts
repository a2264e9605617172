import "server-only";
import { fromPrisma, type PgBoss } from "pg-boss";
import type { Scheduler } from "@/lib/tools/schedule/scheduler";
import type { Database } from "../db";
import { senderBoss } from "../queue/boss";
import { ensureScheduleQueue, scheduleQueueName, type ScheduleJob } from "../queue/schedule-queue";
import { startScheduleRun } from "./start-schedule-run";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

/**
 * The schedule tools' queue: each Schedule row is one pg-boss schedule (key = the row's id), written with
 * pg-boss's Prisma adapter inside the transaction that writes the row, so the two never disagree.
 */
export function createPgBossScheduler(database: Database, boss: () => Promise<PgBoss> = senderBoss, settings: () => Settings = () => readSettings()): Scheduler {
  const ready = async () => {
    const instance = await boss();
    await ensureScheduleQueue(instance);
    return instance;
  };
  return {
    async register(timetable, transaction) {
      const instance = await ready();
      const job: ScheduleJob = { scheduleId: timetable.id };
      await instance.schedule(scheduleQueueName, timetable.cron, job, { tz: timetable.timezone, key: timetable.id, db: fromPrisma(transaction) });
    },
    async unregister(scheduleId, transaction) {
      const instance = await ready();
      await instance.unschedule(scheduleQueueName, scheduleId, { db: fromPrisma(transaction) });
    },
    startRunNow: (scheduleId) => startScheduleRun(database, scheduleId, "now", settings()),
  };
}
