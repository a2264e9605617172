// os.record_kpi_reading's `period` and the time a reading measures (KpiReading.measuredAt): a period reading
// measures its period's first instant in UTC — a year's 1 January, a month's 1st, an ISO week's Monday, a
// day's midnight — so readings order by what they measure, not by when someone got round to recording them.

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

/** The period's first instant; a period the calendar lacks (`2026-13`, `2026-02-30`, `2025-W53`) is refused. */
export function periodStart(period: string): Date {
  const start = startOf(period);
  if (start === null) {
    throw new ToolError("invalid_input", `period "${period}" is not in the calendar: give a year 2026, a month 2026-11, an ISO week 2026-W48 or a day 2026-11-30 that exists`);
  }
  return start;
}
