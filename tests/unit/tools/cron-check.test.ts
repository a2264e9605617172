import { describe, expect, it } from "vitest";
import { checkedCron, checkedTimezone, nextFireAt } from "@/lib/tools/schedule/cron-check";

const now = new Date("2026-12-01T09:30:00.000Z");

describe("a schedule's cron", () => {
  it.each([
    ["0 9 * * 1-5", "0 9 * * 1-5"],
    ["  */15  *  * * *  ", "*/15 * * * *"],
    ["0 0 1 1 *", "0 0 1 1 *"],
  ])("accepts %j as %j", (cron, normalised) => {
    expect(checkedCron(cron, "UTC", now)).toBe(normalised);
  });

  it.each([
    ["* * * * * *", "has 6 fields"],
    ["0 9 * *", "has 4 fields"],
    ["61 9 * * *", "is not a valid cron expression"],
    ["0 9 * * funday", "is not a valid cron expression"],
  ])("refuses %j: schedule_cron_invalid, it %s", (cron, reason) => {
    expect(() => checkedCron(cron, "UTC", now)).toThrow(`schedule_cron_invalid: "${cron}" ${reason}`);
  });

  it("fires next by its time zone", () => {
    expect(nextFireAt("0 9 * * *", "UTC", now).toISOString()).toBe("2026-12-02T09:00:00.000Z");
    expect(nextFireAt("0 9 * * *", "Europe/Paris", now).toISOString()).toBe("2026-12-02T08:00:00.000Z");
  });
});

describe("a schedule's time zone", () => {
  it("is UTC when omitted, and an IANA name otherwise", () => {
    expect(checkedTimezone(undefined)).toBe("UTC");
    expect(checkedTimezone("Europe/Paris")).toBe("Europe/Paris");
  });

  it.each(["Mars/Olympus", "Europe/Pariss", "not a zone"])("refuses %j as schedule_timezone_invalid", (zone) => {
    expect(() => checkedTimezone(zone)).toThrow(`schedule_timezone_invalid: "${zone}" is not an IANA time zone`);
  });
});
