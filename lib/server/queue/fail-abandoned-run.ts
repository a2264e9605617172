import "server-only";
import { abandonedEnding } from "@/lib/runtime/lifecycle/run-ending";
import type { Database } from "../db";
import { endableRun, runEndingData } from "../runs/run-ending-data";

/**
 * A run whose job failed every retry (a bug, or a database that kept refusing) ends failed with a code a
 * person can act on, rather than showing "running" for ever. A run that already ended is left alone, and a
 * waiting run too (the core's table: a waiting run ends only after it resumes).
 */
export async function failAbandonedRun(database: Database, runId: string): Promise<void> {
  const failed = await database.run.updateMany({ where: endableRun(runId, abandonedEnding), data: runEndingData(abandonedEnding, new Date()) });
  if (failed.count > 0) console.error(`[tollgate] run ${runId} failed: its job exhausted its retries`);
}
