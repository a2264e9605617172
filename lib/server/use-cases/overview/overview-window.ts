import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { OVERVIEW_DEFAULT_SPAN_MS, OVERVIEW_MAX_BUCKETS, type OverviewBucket, type OverviewQuery } from "@/lib/contracts/overview-query";

/** The window an overview covers: [from, to), cut into `bucket`s as they fall in `timeZone`. */
export type OverviewWindow = { from: Date; to: Date; bucket: OverviewBucket; timeZone: string; agentId: string | null };

const BUCKET_MS: Record<OverviewBucket, number> = { hour: 3_600_000, day: 86_400_000 };

function refuse(path: string, message: string): never {
  throw new AppError("invalid_request", message, { details: [{ path, message }] });
}

/** Fills the defaults (up to now, the last day by hour or two weeks by day) and refuses a window no chart can hold. */
export function overviewWindow(query: OverviewQuery, now: Date): OverviewWindow {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - OVERVIEW_DEFAULT_SPAN_MS[query.bucket]);
  if (from.getTime() >= to.getTime()) refuse("from", "from must be earlier than to.");
  // A bucket may begin before `from` (the day it falls in), hence the one more.
  const buckets = Math.ceil((to.getTime() - from.getTime()) / BUCKET_MS[query.bucket]) + 1;
  if (buckets > OVERVIEW_MAX_BUCKETS) {
    const suggestion = query.bucket === "hour" ? " Choose bucket=day, or a shorter window." : " Choose a shorter window.";
    refuse("from", `This window has ${buckets} ${query.bucket}s; an overview draws at most ${OVERVIEW_MAX_BUCKETS}.${suggestion}`);
  }
  return { from, to, bucket: query.bucket, timeZone: query.timeZone, agentId: query.agentId ?? null };
}
