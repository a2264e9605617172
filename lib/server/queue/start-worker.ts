import "server-only";
import type { PgBoss } from "pg-boss";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { Database } from "../db";
import { createLoopDependencies } from "../runtime/create-loop-dependencies";
import { deadRunQueueName, ensureRunQueue, runQueueName, type RunJob } from "./run-queue";
import { failAbandonedRun } from "./fail-abandoned-run";
import { startScheduleRun } from "../schedules/start-schedule-run";
import { ensureScheduleQueue, scheduleQueueName, type ScheduleJob } from "./schedule-queue";
import { startBoss } from "./boss";
import { logJobFailure } from "./log-job-failure";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { closeConnectorPool } from "../connectors/connector-pool";
import { announceBrowserUser } from "@/lib/tools/browser/announce-browser-user";
import { stopStartedChromes } from "@/lib/tools/browser/started-chromes";
import { flushTelemetry, processTelemetry } from "../telemetry/telemetry";
import { observeEndedRun } from "../recommendations/observe-ended-run";
import { isEnded } from "@/lib/runtime/lifecycle/run-status";

export type RunningWorker = { stop(): Promise<void> };

/**
 * Issue 18: once a run has ended, the OS looks at what it showed for recommendations (observe-ended-run.ts).
 * The run's status is already written; a failure here is logged and never fails or retries the run's job.
 */
async function observeRun(database: Database, runId: string): Promise<void> {
  try {
    const made = await observeEndedRun(database, runId);
    if (made.length > 0) processTelemetry(readSettings()).logger.info(`run ${runId} → recommendations ${made.join(", ")}`, { runId });
  } catch (error) {
    processTelemetry(readSettings()).logger.error(`recommendations from run ${runId} could not be made`, { runId, message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Seconds between a worker's fetches when nothing woke it. A run's job wakes a listening worker at once
 * (boss.ts, run-queue.ts); the poll is the fallback for a worker whose listener is down, and how a job
 * retried after a delay is found.
 */
function pollSeconds(settings: Settings): number {
  return settings.TOLLGATE_WORKER_POLL_SECONDS;
}

/**
 * Starts a worker that advances runs from the queue until stopped. `settings` are what the worker's entry
 * point read (scripts/worker.ts); a getter, so a test may change them at run time (issue 17, item 4).
 */
export async function startWorker(database: Database, connectionString: string, settings: () => Settings = () => readSettings()): Promise<RunningWorker> {
  const boss: PgBoss = await startBoss("worker", connectionString, settings());
  // Issue 16, item 5: who the agents' Chromes run as, said at start (and the user made, when missing).
  await announceBrowserUser();
  await ensureRunQueue(boss, settings());
  const dependencies = createLoopDependencies(database, settings);
  const started = settings();
  await boss.work<RunJob>(runQueueName, { batchSize: 1, localConcurrency: started.TOLLGATE_WORKER_CONCURRENCY, pollingIntervalSeconds: pollSeconds(started), notifyPollingIntervalSeconds: pollSeconds(started) }, async (jobs) => {
    for (const job of jobs) {
      try {
        const status = await advanceRun(dependencies, job.data.runId);
        processTelemetry(readSettings()).logger.info(`run ${job.data.runId} → ${status}`, { runId: job.data.runId, status });
        if (status !== "gone" && status !== "superseded" && isEnded(status)) await observeRun(database, job.data.runId);
      } catch (error) {
        await logJobFailure(database, `advancing run ${job.data.runId}`, job.data.runId, error);
        throw error;
      }
    }
  });
  await boss.work<RunJob>(deadRunQueueName, { batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await failAbandonedRun(database, job.data.runId);
  });
  // A schedule's firing starts a `schedule` run; a deleted or disabled schedule's stale job starts nothing.
  await ensureScheduleQueue(boss);
  await boss.work<ScheduleJob>(scheduleQueueName, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      try {
        const started = await startScheduleRun(database, job.data.scheduleId, "fired", settings());
        console.log(`[tollgate] schedule ${job.data.scheduleId} → ${started.kind === "started" ? `run ${started.runId}` : `nothing: ${started.reason}`}`);
      } catch (error) {
        await logJobFailure(database, `starting a run of schedule ${job.data.scheduleId}`, null, error);
        throw error;
      }
    }
  });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000 });
      // Issue 10: the stdio servers this worker started stop with it (HTTP sessions are closed too).
      await closeConnectorPool();
      // Issue 16, item 5: so do the Chromes it started (the browser tools start them detached).
      await stopStartedChromes();
      // Issue 17, item 3: the spans of the runs it advanced are sent before it goes.
      await flushTelemetry();
    },
  };
}
