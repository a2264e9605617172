import "server-only";
import type { PgBoss } from "pg-boss";

// Each schedule is a pg-boss schedule on this queue, keyed by the Schedule row's id: at each time its cron
// names, pg-boss sends a job that a worker turns into a `schedule` run (lib/server/schedules/start-schedule-run.ts).
// No retries: a firing whose worker died may have started its run already, and a second run would act again.

export const scheduleQueueName = "schedule-fire";

export type ScheduleJob = { scheduleId: string };

const readyQueues = new WeakSet<PgBoss>();

export async function ensureScheduleQueue(boss: PgBoss): Promise<void> {
  if (readyQueues.has(boss)) return;
  await boss.createQueue(scheduleQueueName, { retryLimit: 0 });
  readyQueues.add(boss);
}
