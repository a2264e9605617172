import { z } from "zod";

// CONTRACT.md, The enterprise behind the OS tools: a KPI as the tools, GET /v1/kpis and the KPI board all
// show it — `{ "id", "level", "owner", "name", "description", "unit", "target", "direction", "latest",
// "trend", "offTrack" }`. What each field means is decided here, once; lib/tools/os/kpi-view.ts computes it.

export const KpiLevelSchema = z.enum(["enterprise", "team", "role"]);
export type KpiLevel = z.infer<typeof KpiLevelSchema>;

/** How many readings a trend holds: the latest and up to eleven before it. */
export const KPI_TREND_LENGTH = 12;

/** Whose KPI it is: the enterprise (id null, the organisation's name), a team (its guild) or a job role. */
export const KpiOwnerSchema = z.strictObject({
  id: z.string().nullable().describe("The team's (guild's) or job role's id; null for the enterprise."),
  name: z.string().describe("The team's or role's name; the organisation's name for the enterprise."),
});

/**
 * One reading as a KPI shows it. Readings are ordered by `at`, the time the reading measures: a log reading's
 * moment of recording; a period reading's moment of recording kept inside its period (UTC; an ISO week from
 * its Monday) — this month's figure recorded today is as of today, last month's recorded today as of the
 * month's last instant, so a backfill never becomes the latest.
 */
export const KpiLatestSchema = z.strictObject({
  value: z.number(),
  period: z.string().nullable().describe("`2026`, `2026-11`, `2026-W48` or `2026-11-30`; null for a log reading."),
  at: z.iso.datetime().describe("The time the reading is as of; readings are ordered by it."),
  recordedAt: z.iso.datetime(),
  note: z.string(),
});
export type KpiLatest = z.infer<typeof KpiLatestSchema>;

export const KpiChangeSchema = z.enum(["up", "down", "flat"]);

/** The last readings, for a chart (`values`) and for a model (`change`). */
export const KpiTrendSchema = z.strictObject({
  values: z.array(z.number()).describe(`The last ${KPI_TREND_LENGTH} readings' values at most, oldest first; the last is the latest.`),
  change: KpiChangeSchema.nullable().describe("How the latest moved from the reading before it; null with fewer than two readings."),
});
export type KpiTrend = z.infer<typeof KpiTrendSchema>;

export const KpiSchema = z
  .strictObject({
    id: z.string(),
    level: KpiLevelSchema,
    owner: KpiOwnerSchema,
    name: z.string(),
    description: z.string(),
    unit: z.string(),
    target: z.number().nullable(),
    direction: z.enum(["up", "down"]).describe("Which way is better: `up` (higher) or `down` (lower)."),
    latest: KpiLatestSchema.nullable().describe("The reading with the newest `at`; null before the first reading."),
    trend: KpiTrendSchema,
    offTrack: z
      .boolean()
      .describe("The latest reading is on the wrong side of the target (below it for `up`, above it for `down`); false with no target or no reading."),
  })
  .meta({ id: "Kpi" });
export type Kpi = z.infer<typeof KpiSchema>;

/**
 * Issue 18, item 3: the KPI board (GET /v1/kpis, the console's KPIs page) is the CEO's and the admins'. An
 * editor is refused (403); the KPIs a run may see are read through the KPI tools instead.
 */
export const KPI_BOARD_ROLES = ["ceo", "admin"] as const;

export function mayReadKpiBoard(roles: readonly string[]): boolean {
  return roles.some((role) => (KPI_BOARD_ROLES as readonly string[]).includes(role));
}

/** GET /v1/kpis: the KPI board, off-track KPIs first. */
export const KpiBoardSchema = z.strictObject({ kpis: z.array(KpiSchema) });
export type KpiBoard = z.infer<typeof KpiBoardSchema>;
