import "server-only";
import type { PgBoss, SendOptions } from "pg-boss";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

// Runs are advanced by workers through this queue. "singleton" per run: one job of a run is active at a
// time, so two workers never advance the same run at once. A worker that dies stops its heartbeat; the
// supervisor fails the job and it is retried, and the loop resumes from the run's stored state.

export const runQueueName = "run-advance";
/** Where a run's job goes once its retries are spent; a worker marks such a run failed instead of leaving it running. */
export const deadRunQueueName = "run-advance-dead";

export type RunJob = { runId: string };

const runExpirySeconds = 24 * 60 * 60;

export function heartbeatSeconds(settings: Settings = readSettings()): number {
  return settings.TOLLGATE_HEARTBEAT_SECONDS;
}

export async function ensureRunQueue(boss: PgBoss, settings: Settings = readSettings()): Promise<void> {
  await boss.createQueue(deadRunQueueName);
  await boss.createQueue(runQueueName, {
    deadLetter: deadRunQueueName,
    policy: "singleton",
    retryLimit: 20,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 30,
    heartbeatSeconds: heartbeatSeconds(settings),
    // A job that still sends heartbeats is alive: pg-boss's default 15-minute expiry would hand a long run
    // to a second worker while the first still advances it. Heartbeats decide; expiry is a day.
    expireInSeconds: runExpirySeconds,
    // Issue 9, item 6: a job sent here NOTIFYs in the statement that inserts it, so the wake commits with
    // the transaction that wrote the run or the decision, and a listening worker fetches at once instead of
    // at its next poll.
    notify: true,
  });
  // createQueue leaves an existing queue as it was; a queue made by an older version gains its dead letter
  // and its wake.
  await boss.updateQueue(runQueueName, { deadLetter: deadRunQueueName, expireInSeconds: runExpirySeconds, notify: true });
}

const readyQueues = new WeakSet<PgBoss>();

/** Sends the run's job; pass `db` (pg-boss's fromPrisma(tx)) to enqueue inside the transaction that wrote the run. */
export async function enqueueRun(boss: PgBoss, runId: string, db?: SendOptions["db"]): Promise<void> {
  if (!readyQueues.has(boss)) {
    await ensureRunQueue(boss);
    readyQueues.add(boss);
  }
  await boss.send(runQueueName, { runId } satisfies RunJob, { singletonKey: runId, heartbeatSeconds: heartbeatSeconds(), deadLetter: deadRunQueueName, expireInSeconds: runExpirySeconds, db });
}
