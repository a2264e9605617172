import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { LeaseLostError, type RunLease } from "@/lib/runtime/ports/run-store";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";

// Issue 16, item 1: fencing. A job attempt takes the run's lease (Run.leaseEpoch, one more than the last
// holder's) before it reads the run; every write of the loop carries the lease it took and is one statement
// whose first part is `leaseFence`: the run's row, locked FOR SHARE, only while its lease is still ours. The
// lock waits for a claim in progress and then re-reads the row (READ COMMITTED re-checks the condition on
// the newest version), and a claim waits for a write in progress: the two never interleave. So a worker
// frozen past its heartbeat wakes to writes that match nothing — it stops, and the newer holder, which read
// the run after the lease moved, saw everything the frozen one committed before.

/** Takes the run's lease; null when the run no longer exists. One statement, before the run is read. */
export async function claimRunLease(database: Database, runId: string): Promise<number | null> {
  const rows = await preparedQuery<{ lease: number }>(
    database,
    Prisma.sql`UPDATE "Run" SET "leaseEpoch" = "leaseEpoch" + 1 WHERE id = ${runId}::text RETURNING "leaseEpoch" AS lease`,
  );
  return rows[0]?.lease ?? null;
}

/** The CTE (name it `fence`) that holds the run for the statement while `run.lease` is still its lease. */
export function leaseFence(run: RunLease): Prisma.Sql {
  return Prisma.sql`SELECT id FROM "Run" WHERE id = ${run.id}::text AND "leaseEpoch" = ${run.lease}::int FOR SHARE`;
}

/** The lease the run is held under now (null: no such run). Read only when a fenced write matched nothing. */
async function currentLease(database: Database, runId: string): Promise<number | null> {
  const row = await database.run.findUnique({ where: { id: runId }, select: { leaseEpoch: true } });
  return row?.leaseEpoch ?? null;
}

/** Throws LeaseLostError when another worker holds the run now (a gone run is no one's: nothing to stop). */
export async function assertLeaseHeld(database: Database, run: RunLease): Promise<void> {
  const lease = await currentLease(database, run.id);
  if (lease !== null && lease !== run.lease) throw new LeaseLostError(run.id, run.lease);
}
