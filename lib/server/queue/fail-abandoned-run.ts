import "server-only";
import type { Database } from "../db";

/**
 * A run whose job failed every retry (a bug, or a database that kept refusing) ends failed with a code a
 * person can act on, rather than showing "running" for ever. A run that already ended is left alone.
 */
export async function failAbandonedRun(database: Database, runId: string): Promise<void> {
  const failed = await database.run.updateMany({
    where: { id: runId, status: { in: ["queued", "running"] } },
    data: {
      status: "failed",
      failureCode: "worker_error",
      failureMessage: "The run could not be advanced after repeated attempts; the operational log has the cause.",
      finishedAt: new Date(),
    },
  });
  if (failed.count > 0) console.error(`[tollgate] run ${runId} failed: its job exhausted its retries`);
}
