import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { emptyOutcomeCounts } from "@/lib/contracts/overview-counts";
import type { OverviewBucketCounts } from "@/lib/contracts/overview-schemas";
import type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import type { Database } from "../../db";
import type { OverviewWindow } from "./overview-window";
import { windowFilter } from "./window-filter";

type SeriesRow = { start: Date; outcome: CallOutcome | null; count: number | null };

/**
 * Tool calls per hour or day and outcome, every bucket of the window present (zero when nothing happened).
 * Buckets are cut on the local clock of the window's time zone (`AT TIME ZONE`), so a day is the reader's.
 */
export async function callSeries(database: Database, organisationId: string, window: OverviewWindow): Promise<OverviewBucketCounts[]> {
  const unit = window.bucket;
  const zone = window.timeZone;
  const rows = await database.$queryRaw<SeriesRow[]>(Prisma.sql`
    WITH buckets AS (
      SELECT generate_series(
        date_trunc(${unit}::text, ${window.from.toISOString()}::timestamptz AT TIME ZONE ${zone}::text),
        (${window.to.toISOString()}::timestamptz AT TIME ZONE ${zone}::text) - interval '1 millisecond',
        ('1 ' || ${unit}::text)::interval
      ) AS local_start
    ), counts AS (
      SELECT date_trunc(${unit}::text, c."createdAt" AT TIME ZONE ${zone}::text) AS local_start, c.outcome, count(*)::int AS count
      FROM "ToolCall" c
      WHERE ${windowFilter("c", organisationId, window)}
      GROUP BY 1, 2
    )
    SELECT b.local_start AT TIME ZONE ${zone}::text AS start, counts.outcome::text AS outcome, counts.count
    FROM buckets b LEFT JOIN counts USING (local_start)
    ORDER BY b.local_start`);
  const series = new Map<number, OverviewBucketCounts>();
  for (const row of rows) {
    const key = row.start.getTime();
    let bucket = series.get(key);
    if (!bucket) {
      bucket = { start: row.start.toISOString(), counts: emptyOutcomeCounts() };
      series.set(key, bucket);
    }
    if (row.outcome !== null && row.count !== null) bucket.counts[row.outcome] += row.count;
  }
  return [...series.values()];
}
