// os.record_kpi_reading's `period` and the time a reading measures (KpiReading.measuredAt), which orders a
// KPI's readings. A log reading measures the moment it was recorded. A period reading (periods in UTC: a
// year, a month, an ISO week from its Monday, a day) measures the period as of its recording, kept inside
// the period: recorded during it, that moment; recorded after it ended (a backfill), its last instant. So
// this month's figure recorded today is as new as a log reading of today, and last month's figure recorded
// today never becomes the latest.

import { ToolError } from "@/lib/runtime/ports";

const DAY_MS = 86_400_000;

function utc(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

/** The Monday of ISO week `week` of `year`; null when the year has no such week. */
function isoWeekMonday(year: number, week: number): Date | null {
  const fourthOfJanuary = utc(year, 0, 4);
  const firstMonday = fourthOfJanuary.getTime() - ((fourthOfJanuary.getUTCDay() + 6) % 7) * DAY_MS;
  const monday = new Date(firstMonday + (week - 1) * 7 * DAY_MS);
  // A week belongs to the year holding its Thursday: week 53 exists only in some years.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  return week >= 1 && thursday.getUTCFullYear() === year ? monday : null;
}

type Bounds = { start: Date; next: Date };

function boundsOf(period: string): Bounds | null {
  const start = startOf(period);
  if (start === null) return null;
  const [year, second, third] = period.split("-");
  const next = new Date(start);
  if (second === undefined) next.setUTCFullYear(Number(year) + 1);
  else if (second.startsWith("W")) next.setUTCDate(next.getUTCDate() + 7);
  else if (third === undefined) next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + 1);
  return { start, next };
}

function startOf(period: string): Date | null {
  const [yearText, second, third] = period.split("-");
  const year = Number(yearText);
  if (second === undefined) return utc(year, 0, 1);
  if (second.startsWith("W")) return isoWeekMonday(year, Number(second.slice(1)));
  const month = Number(second);
  if (month < 1 || month > 12) return null;
  if (third === undefined) return utc(year, month - 1, 1);
  const day = utc(year, month - 1, Number(third));
  return day.getUTCMonth() === month - 1 && Number(third) >= 1 ? day : null;
}

function requireBounds(period: string): Bounds {
  const bounds = boundsOf(period);
  if (bounds === null) {
    throw new ToolError("invalid_input", `period "${period}" is not in the calendar: give a year 2026, a month 2026-11, an ISO week 2026-W48 or a day 2026-11-30 that exists`);
  }
  return bounds;
}

/** The period's first instant; a period the calendar lacks (`2026-13`, `2026-02-30`, `2025-W53`) is refused. */
export function periodStart(period: string): Date {
  return requireBounds(period).start;
}

/** The time a period reading recorded at `recordedAt` measures: that moment, kept inside the period. */
export function periodMeasuredAt(period: string, recordedAt: Date): Date {
  const { start, next } = requireBounds(period);
  return new Date(Math.min(Math.max(recordedAt.getTime(), start.getTime()), next.getTime() - 1));
}
