import { describe, expect, it } from "vitest";
import { formatFullTime, formatTime } from "@/lib/client/format-time";

// Issue 12, item 12: every time the console shows carries its date.

const local = (...parts: [number, number, number, number, number, number]) => new Date(...parts).toISOString();
const now = new Date(2026, 10, 30, 18, 0, 0);

describe("formatTime", () => {
  it("names the day of every time: today, yesterday, a date, a year when it is not this one", () => {
    expect(formatTime(local(2026, 10, 30, 14, 3, 12), now)).toMatch(/^today \d{2}:03:12/);
    expect(formatTime(local(2026, 10, 29, 23, 59, 1), now)).toMatch(/^yesterday \d{2}:59:01/);
    const earlier = formatTime(local(2026, 10, 2, 9, 15, 0), now);
    expect(earlier).toContain("2");
    expect(earlier).toMatch(/:15:00/);
    expect(earlier).not.toContain("2026");
    expect(formatTime(local(2025, 0, 5, 9, 15, 0), now)).toContain("2025");
  });

  it("leaves what is not a time as it is", () => {
    expect(formatTime("not a time", now)).toBe("not a time");
    expect(formatFullTime("not a time")).toBe("not a time");
  });

  it("gives the full time with its year for the tooltip", () => {
    expect(formatFullTime(local(2026, 10, 30, 14, 3, 12))).toContain("2026");
  });
});
