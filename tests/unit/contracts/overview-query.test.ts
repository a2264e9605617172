import { describe, expect, it } from "vitest";
import { OverviewQuerySchema } from "@/lib/contracts/overview-query";
import { overviewWindow } from "@/lib/server/use-cases/overview/overview-window";

// Issue 12, item 11: the query of GET /v1/overview and the window it resolves to.

const now = new Date("2026-12-01T12:00:00Z");

describe("OverviewQuerySchema", () => {
  it.each(["UTC", "Europe/Berlin", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])("takes the time zone %s", (timeZone) => {
    expect(OverviewQuerySchema.safeParse({ timeZone }).success).toBe(true);
  });

  // A bare offset is read by PostgreSQL as POSIX, sign reversed; anything else must not reach SQL as a name.
  it.each(["+05:00", "-0800", "Mars/Olympus_Mons", "Europe/Berlin; DROP TABLE", "", "../etc/passwd"])("refuses the time zone %j", (timeZone) => {
    expect(OverviewQuerySchema.safeParse({ timeZone }).success).toBe(false);
  });

  it("defaults to days in UTC", () => {
    expect(OverviewQuerySchema.parse({})).toEqual({ bucket: "day", timeZone: "UTC" });
  });
});

describe("overviewWindow", () => {
  it("fills the last day by hour and the last two weeks by day, up to now", () => {
    expect(overviewWindow(OverviewQuerySchema.parse({ bucket: "hour" }), now)).toEqual({
      from: new Date("2026-11-30T12:00:00Z"),
      to: now,
      bucket: "hour",
      timeZone: "UTC",
      agentId: null,
    });
    expect(overviewWindow(OverviewQuerySchema.parse({}), now).from).toEqual(new Date("2026-11-17T12:00:00Z"));
  });

  it("reads offsets in from and to", () => {
    const window = overviewWindow(OverviewQuerySchema.parse({ from: "2026-12-01T09:00:00+05:30", to: "2026-12-01T12:00:00Z" }), now);
    expect(window.from).toEqual(new Date("2026-12-01T03:30:00Z"));
  });

  it("refuses an empty or backwards window and one of more than 800 bars", () => {
    const at = (query: Record<string, string>) => () => overviewWindow(OverviewQuerySchema.parse(query), now);
    expect(at({ from: "2026-12-01T12:00:00Z", to: "2026-12-01T12:00:00Z" })).toThrow("from must be earlier than to.");
    expect(at({ from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z", bucket: "hour" })).toThrow(/1417 hours; an overview draws at most 800\. Choose bucket=day/);
    expect(at({ from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z", bucket: "day" })).not.toThrow();
    expect(at({ from: "2020-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z", bucket: "day" })).toThrow(/Choose a shorter window\./);
  });
});
