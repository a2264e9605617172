import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { GATE_WAIT_EDGES_SECONDS, type GateWaits } from "@/lib/contracts/overview-schemas";
import type { Database } from "../../db";
import type { OverviewWindow } from "./overview-window";
import { windowFilter } from "./window-filter";

type SummaryRow = {
  decided: number;
  approved: number;
  denied: number;
  cancelled: number;
  open: number;
  oldest_open_since: Date | null;
  median_seconds: number | null;
  p90_seconds: number | null;
  bins: (number | null)[] | null;
};

const edges = Prisma.sql`ARRAY[${Prisma.join(GATE_WAIT_EDGES_SECONDS.map((edge) => Prisma.sql`${edge}::float8`))}]`;

/** Seconds kept to the millisecond the timestamps hold, without the float noise of interpolation. */
const toMilliseconds = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000) / 1000);

/**
 * Gates opened in the window: how long each decided one waited from open to decided (median, 90th
 * percentile, and a histogram over GATE_WAIT_EDGES_SECONDS), and how many were cancelled or still wait.
 */
export async function gateWaits(database: Database, organisationId: string, window: OverviewWindow): Promise<GateWaits> {
  const [row] = await database.$queryRaw<SummaryRow[]>(Prisma.sql`
    WITH gates AS (
      SELECT g.status, g.decision, g."createdAt",
        CASE WHEN g.status = 'decided' THEN extract(epoch FROM g."decidedAt" - g."createdAt")::float8 END AS wait
      FROM "Gate" g
      WHERE ${windowFilter("g", organisationId, window)}
    ), bins AS (
      SELECT width_bucket(wait, ${edges}) AS bin, count(*)::int AS count FROM gates WHERE wait IS NOT NULL GROUP BY 1
    )
    SELECT
      count(*) FILTER (WHERE status = 'decided')::int AS decided,
      count(*) FILTER (WHERE decision = 'approve')::int AS approved,
      count(*) FILTER (WHERE decision = 'deny')::int AS denied,
      count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
      count(*) FILTER (WHERE status = 'open')::int AS open,
      min("createdAt") FILTER (WHERE status = 'open') AS oldest_open_since,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY wait) AS median_seconds,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY wait) AS p90_seconds,
      (SELECT array_agg(coalesce(bins.count, 0) ORDER BY slot)
         FROM generate_series(0, ${GATE_WAIT_EDGES_SECONDS.length}::int) AS slot LEFT JOIN bins ON bins.bin = slot) AS bins
    FROM gates`);
  const counts = row?.bins ?? [];
  const lower = [0, ...GATE_WAIT_EDGES_SECONDS];
  return {
    decided: row?.decided ?? 0,
    approved: row?.approved ?? 0,
    denied: row?.denied ?? 0,
    cancelled: row?.cancelled ?? 0,
    open: row?.open ?? 0,
    oldestOpenSince: row?.oldest_open_since?.toISOString() ?? null,
    medianSeconds: toMilliseconds(row?.median_seconds ?? null),
    p90Seconds: toMilliseconds(row?.p90_seconds ?? null),
    histogram: lower.map((fromSeconds, index) => ({
      fromSeconds,
      toSeconds: GATE_WAIT_EDGES_SECONDS[index] ?? null,
      count: counts[index] ?? 0,
    })),
  };
}
