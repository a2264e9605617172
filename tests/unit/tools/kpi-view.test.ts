// What a KPI's `latest`, `trend` and `offTrack` mean (lib/contracts/kpi-schemas.ts), and the time a period
// reading measures (lib/tools/os/kpi-period.ts), from the rules' own examples.

import { describe, expect, it } from "vitest";
import { periodMeasuredAt, periodStart } from "@/lib/tools/os/kpi-period";
import { isOffTrack, offTrackFirst, trendOf } from "@/lib/tools/os/kpi-view";
import type { Kpi } from "@/lib/contracts/kpi-schemas";

describe("periodStart: a period reading measures its period's first instant (UTC)", () => {
  it.each([
    ["2026", "2026-01-01T00:00:00.000Z"],
    ["2026-11", "2026-11-01T00:00:00.000Z"],
    ["2026-11-30", "2026-11-30T00:00:00.000Z"],
    ["2026-W01", "2025-12-29T00:00:00.000Z"], // week 1 holds 4 January; its Monday may be in December
    ["2026-W48", "2026-11-23T00:00:00.000Z"],
    ["2026-W53", "2026-12-28T00:00:00.000Z"], // 2026 begins on a Thursday: it has 53 weeks
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("%s starts at %s", (period, start) => {
    expect(periodStart(period).toISOString()).toBe(start);
  });

  it.each(["2026-00", "2026-13", "2026-02-29", "2026-04-31", "2026-11-00", "2026-W00", "2025-W53", "2026-W54"])("%s is not in the calendar", (period) => {
    expect(() => periodStart(period)).toThrow(/^invalid_input: period "[^"]+" is not in the calendar/);
  });
});

describe("trendOf: the last twelve readings oldest first, and how the latest moved", () => {
  const newestFirst = (...values: number[]) => values.map((value) => ({ value }));
  it.each([
    [[], { values: [], change: null }],
    [[5], { values: [5], change: null }],
    [[7, 5], { values: [5, 7], change: "up" }],
    [[4, 5], { values: [5, 4], change: "down" }],
    [[5, 5, 9], { values: [9, 5, 5], change: "flat" }],
  ])("%j → %j", (values, trend) => {
    expect(trendOf(newestFirst(...values))).toEqual(trend);
  });

  it("keeps twelve readings at most", () => {
    expect(trendOf(newestFirst(...Array.from({ length: 20 }, (_, index) => 20 - index))).values).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe("isOffTrack: the latest reading on the wrong side of the target", () => {
  it.each([
    [100, "up", 99, true],
    [100, "up", 100, false],
    [100, "up", 101, false],
    [2, "down", 2.5, true],
    [2, "down", 2, false],
    [2, "down", 1, false],
    [null, "up", -5, false],
  ] as const)("target %s, better %s, latest %s → %s", (target, direction, value, offTrack) => {
    expect(isOffTrack(target, direction, { value })).toBe(offTrack);
  });

  it("is never off track before the first reading", () => {
    expect(isOffTrack(100, "up", null)).toBe(false);
  });
});

describe("offTrackFirst: the board's order", () => {
  it("puts off-track KPIs first, each group keeping its order", () => {
    const kpi = (id: string, offTrack: boolean) => ({ id, offTrack }) as Kpi;
    expect(offTrackFirst([kpi("a", false), kpi("b", true), kpi("c", false), kpi("d", true)]).map((each) => each.id)).toEqual(["b", "d", "a", "c"]);
  });
});

describe("periodMeasuredAt: a period reading is as of its recording, kept inside its period", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ["2026-12", "2026-12-05T10:00:00.000Z", "2026-12-05T10:00:00.000Z"], // recorded during the month: that moment
    ["2026-11", "2026-12-05T10:00:00.000Z", "2026-11-30T23:59:59.999Z"], // a backfill: the month's last instant
    ["2026-W48", "2026-12-01T09:00:00.000Z", "2026-11-29T23:59:59.999Z"],
    ["2026", "2027-03-01T00:00:00.000Z", "2026-12-31T23:59:59.999Z"],
    ["2026-11-30", "2026-11-30T08:00:00.000Z", "2026-11-30T08:00:00.000Z"],
    ["2027-01", "2026-12-05T10:00:00.000Z", "2027-01-01T00:00:00.000Z"], // recorded ahead: the period's start
  ])("%s recorded at %s is as of %s", (period, recordedAt, measuredAt) => {
    expect(periodMeasuredAt(period, at(recordedAt)).toISOString()).toBe(measuredAt);
  });
});
