import { describe, expect, it } from "vitest";
import { textWindow } from "@/lib/server/use-cases/results/read-result-window";

describe("textWindow", () => {
  it.each([
    ["abcdef", 0, 3, "abc"],
    ["abcdef", 4, 10, "ef"],
    ["abcdef", 6, 10, ""],
    ["abcdef", 100, 10, ""],
    ["a😀b😀c", 1, 3, "😀b😀"],
  ])("windows %j from %i for %i", (text, offset, limit, expected) => {
    expect(textWindow(text, offset, limit).text).toBe(expected);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(textWindow("a😀b", 0, 1).totalChars).toBe(3);
  });
});
