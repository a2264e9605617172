// A schedule's cron and time zone, checked before anything is stored: five fields read by cron-parser (the
// parser pg-boss evaluates schedules with) in an IANA time zone Intl knows. Refused as tool errors.

import { CronExpressionParser } from "cron-parser";
import { ToolError } from "@/lib/runtime/ports";

export const DEFAULT_TIMEZONE = "UTC";

export function checkedTimezone(timezone: string | undefined): string {
  if (timezone === undefined) return DEFAULT_TIMEZONE;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: timezone }).resolvedOptions().timeZone;
  } catch {
    throw new ToolError("schedule_timezone_invalid", `"${timezone}" is not an IANA time zone; use a name such as "Europe/Paris" or "UTC".`);
  }
}

/** The next time the cron fires after `from`, which also proves pg-boss can evaluate it. */
export function nextFireAt(cron: string, timezone: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { tz: timezone, currentDate: from, strict: false }).next().toDate();
}

export function checkedCron(cron: string, timezone: string, now: Date): string {
  const fields = cron.trim().split(/\s+/);
  // A sixth (seconds) field would let a schedule start a run every second; five fields fire at most each minute.
  if (fields.length !== 5) {
    throw new ToolError("schedule_cron_invalid", `"${cron}" has ${fields.length} fields; a cron has five: minute hour day-of-month month day-of-week, e.g. "0 9 * * 1-5".`);
  }
  const normalised = fields.join(" ");
  try {
    nextFireAt(normalised, timezone, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolError("schedule_cron_invalid", `"${cron}" is not a valid cron expression (${reason}); e.g. "0 9 * * 1-5" is 09:00 on weekdays.`);
  }
  return normalised;
}
