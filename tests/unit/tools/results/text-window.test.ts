import { describe, expect, it } from "vitest";
import { headOf, textWindow } from "@/lib/tools/results/text-window";

// "a😀b": a at 0, the emoji's two halves at 1 and 2, b at 3 (UTF-16 code units).
const withEmoji = "a😀b";

describe("textWindow (UTF-16 code units, never half a surrogate pair)", () => {
  it.each([
    ["a plain window", "0123456789", 2, 3, { start: 2, end: 5, text: "234" }],
    ["a window past the end is empty", "0123456789", 12, 3, { start: 10, end: 10, text: "" }],
    ["a window clipped by the end", "0123456789", 8, 5, { start: 8, end: 10, text: "89" }],
    ["an end inside a pair stops before it", withEmoji, 0, 2, { start: 0, end: 1, text: "a" }],
    ["a start inside a pair starts at the pair", withEmoji, 2, 2, { start: 1, end: 3, text: "😀" }],
    ["a one-unit window on a pair returns the pair whole", withEmoji, 1, 1, { start: 1, end: 3, text: "😀" }],
    ["a window ending after a pair keeps it", withEmoji, 0, 3, { start: 0, end: 3, text: "a😀" }],
  ])("%s", (_name, text, offset, limit, expected) => {
    expect(textWindow(text, offset, limit)).toEqual(expected);
  });

  it("reads a whole text by following the ends, losing and repeating nothing", () => {
    const text = "😀".repeat(7) + "x".repeat(5);
    let offset = 0;
    let read = "";
    while (offset < text.length) {
      const window = textWindow(text, offset, 3);
      read += window.text;
      offset = window.end;
    }
    expect(read).toBe(text);
  });
});

describe("headOf", () => {
  it.each([
    ["short text is whole", "abc", 5, { text: "abc", cut: false }],
    ["long text is cut", "abcdef", 4, { text: "abcd", cut: true }],
    ["a cut never halves a pair", "abc😀", 4, { text: "abc", cut: true }],
  ])("%s", (_name, text, limit, expected) => {
    expect(headOf(text, limit)).toEqual(expected);
  });
});
