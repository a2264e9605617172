import { describe, expect, it } from "vitest";
import { formatWait, waitBinLabel, waitBinTick } from "@/components/overview/overview-format";
import { GATE_WAIT_EDGES_SECONDS } from "@/lib/contracts/overview-schemas";
import { OVERVIEW_RANGES, overviewRange, overviewRangeStart } from "@/lib/client/use-overview-ranges";

// Issue 12, item 11: how the overview writes waits and which window each range asks for.

describe("formatWait", () => {
  it.each([
    [0, "0 s"],
    [45, "45 s"],
    [90, "2 min"],
    [3_599, "60 min"],
    [5_400, "1.5 h"],
    [7_200, "2 h"],
    [43_200, "12 h"],
    [86_400, "1 day"],
    [200_000, "2.3 days"],
    [1_000_000, "12 days"],
  ])("%d s is %s", (seconds, text) => expect(formatWait(seconds)).toBe(text));
});

describe("waitBinLabel", () => {
  it("names every bin of the histogram in words", () => {
    const lower = [0, ...GATE_WAIT_EDGES_SECONDS];
    const labels = lower.map((from, index) => waitBinLabel(from, GATE_WAIT_EDGES_SECONDS[index] ?? null));
    expect(labels).toEqual(["under 1 min", "1–5 min", "5–15 min", "15 min–1 h", "1–4 h", "4 h–1 day", "a day or more"]);
    const ticks = lower.map((from, index) => waitBinTick(from, GATE_WAIT_EDGES_SECONDS[index] ?? null));
    expect(ticks).toEqual(["<1 min", "1–5 min", "5–15 min", "15–60 min", "1–4 h", "4–24 h", "≥1 day"]);
  });
});

describe("overview ranges", () => {
  it("falls back to the last 7 days for an unknown range", () => {
    expect(overviewRange("forever").id).toBe("7d");
    expect(overviewRange(null).id).toBe("7d");
    expect(overviewRange("24h").bucket).toBe("hour");
  });

  it("starts each range on a whole hour or a whole local day, so only the last bar is partial", () => {
    const now = new Date(2026, 11, 1, 14, 37, 12);
    expect(overviewRangeStart(overviewRange("24h"), now)).toEqual(new Date(2026, 10, 30, 15, 0, 0));
    expect(overviewRangeStart(overviewRange("7d"), now)).toEqual(new Date(2026, 10, 25, 0, 0, 0));
    for (const range of OVERVIEW_RANGES) expect(overviewRangeStart(range, now).getTime()).toBeLessThan(now.getTime());
  });
});
