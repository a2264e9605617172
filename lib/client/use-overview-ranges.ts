// The windows the overview offers (GET /v1/overview): plain data and date arithmetic, read by the page on
// the server (from the address) and by the console in the browser.
import type { OverviewBucket } from "@/lib/contracts/overview-query";

/** A window the overview offers: the last `spanMs` up to now, cut into hours or days. */
export type OverviewRange = { id: string; label: string; spanMs: number; bucket: OverviewBucket };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const OVERVIEW_RANGES = [
  { id: "24h", label: "24 hours", spanMs: DAY_MS, bucket: "hour" },
  { id: "7d", label: "7 days", spanMs: 7 * DAY_MS, bucket: "day" },
  { id: "30d", label: "30 days", spanMs: 30 * DAY_MS, bucket: "day" },
  { id: "90d", label: "90 days", spanMs: 90 * DAY_MS, bucket: "day" },
] as const satisfies readonly OverviewRange[];

export type OverviewRangeId = (typeof OVERVIEW_RANGES)[number]["id"];

export const DEFAULT_OVERVIEW_RANGE: OverviewRangeId = "7d";

export function overviewRange(id: string | null | undefined): (typeof OVERVIEW_RANGES)[number] {
  return OVERVIEW_RANGES.find((range) => range.id === id) ?? OVERVIEW_RANGES.find((range) => range.id === DEFAULT_OVERVIEW_RANGE)!;
}

/** Where the range begins: the start of the hour (or the reader's day) so that every bar is a whole one but the last. */
export function overviewRangeStart(range: OverviewRange, now: Date): Date {
  const start = new Date(now);
  if (range.bucket === "hour") {
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() - (Math.round(range.spanMs / HOUR_MS) - 1));
  } else {
    start.setHours(0, 0, 0, 0);
    start.setDate(start.getDate() - (Math.round(range.spanMs / DAY_MS) - 1));
  }
  return start;
}
