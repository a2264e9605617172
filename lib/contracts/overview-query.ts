import { z } from "zod";

// Issue 12, item 11: the query of GET /v1/overview (docs/internal-api.md). The window is [from, to), cut into
// hours or days as they fall in `timeZone`, so a day's bar is the reader's day.

export const OVERVIEW_BUCKETS = ["hour", "day"] as const;
export type OverviewBucket = (typeof OVERVIEW_BUCKETS)[number];

/** A window cut into more bars than this is refused: no chart reads it, and the answer grows with it. */
export const OVERVIEW_MAX_BUCKETS = 800;

/** When `from` is left out: the last day by hour, the last two weeks by day. */
export const OVERVIEW_DEFAULT_SPAN_MS: Record<OverviewBucket, number> = { hour: 24 * 3_600_000, day: 14 * 86_400_000 };

// An IANA name (Europe/Berlin, UTC, America/Argentina/Buenos_Aires), never an offset such as "+05:00":
// PostgreSQL reads a bare offset as POSIX, with the sign reversed.
const zoneNamePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

function isKnownTimeZone(name: string): boolean {
  if (!zoneNamePattern.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const Instant = z.iso.datetime({ offset: true, message: "Give a date and time such as 2026-12-01T09:00:00Z." });

export const OverviewQuerySchema = z.object({
  agentId: z.string().min(1, "agentId is empty").max(200).optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  bucket: z.enum(OVERVIEW_BUCKETS, { message: "bucket is hour or day" }).default("day"),
  timeZone: z
    .string()
    .max(64)
    .refine(isKnownTimeZone, "timeZone is not a time zone name such as Europe/Berlin or UTC")
    .default("UTC"),
});
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;
