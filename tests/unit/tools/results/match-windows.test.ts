import { describe, expect, it } from "vitest";
import { findMatches } from "@/lib/tools/results/find-matches";
import { cutWindow, fitWindows, windowsAround, type SearchedText } from "@/lib/tools/results/match-windows";

// Dots: not a word, so a match next to them stays a word of its own.
const filler = (length: number) => ".".repeat(length);

function searched(ref: string, text: string, query: string, contextChars: number): SearchedText {
  return { ref, text, windows: windowsAround(text, findMatches(text, query, "fuzzy"), contextChars) };
}

describe("the seed's example call", () => {
  // {"refs":["tool-result-ref"],"query":"reimbursment deadline","match":"fuzzy","contextChars":200,"maxChars":4000}
  const text = `${filler(1000)} The reimbursement deadline is 30 days. ${filler(1000)}`;

  it("returns one window of 200 characters each side of the match", () => {
    const { windows, windowsLeftOut } = fitWindows([searched("tool-result-ref", text, "reimbursment deadline", 200)], 4000);
    const start = text.indexOf("reimbursement");
    const end = start + "reimbursement deadline".length;
    expect(windows).toEqual([{ ref: "tool-result-ref", start: start - 200, end: end + 200, text: text.slice(start - 200, end + 200) }]);
    expect(windowsLeftOut).toBe(0);
  });
});

describe("windowsAround", () => {
  it.each([
    ["overlapping windows merge", `deadline ${filler(10)} deadline`, 10, [[0, 28]]],
    ["touching windows merge", `deadline${filler(4)}deadline`, 2, [[0, 20]]],
    ["distant windows stay apart", `deadline${filler(50)}deadline`, 5, [[0, 13], [53, 66]]],
    ["windows stop at the ends of the text", "deadline", 500, [[0, 8]]],
  ])("%s", (_name, text, contextChars, spans) => {
    const windows = windowsAround(text, findMatches(text, "deadline", "fuzzy"), contextChars);
    expect(windows.map((window) => [window.start, window.end]).sort((left, right) => left[0] - right[0])).toEqual(spans);
  });

  it("never starts or ends a window inside a surrogate pair", () => {
    const text = `😀😀deadline😀😀`;
    const [window] = windowsAround(text, findMatches(text, "deadline", "fuzzy"), 1);
    expect(text.slice(window.start, window.end)).toBe("😀deadline😀");
  });

  it("keeps the best match of merged windows, and orders windows best first", () => {
    const text = `deadlnie ${filler(100)} deadline`;
    const windows = windowsAround(text, findMatches(text, "deadline", "fuzzy"), 5);
    expect(windows.map((window) => text.slice(window.best.start, window.best.end))).toEqual(["deadline", "deadlnie"]);
  });
});

describe("cutWindow", () => {
  const text = `${filler(100)}deadline${filler(100)}`;
  const [window] = windowsAround(text, findMatches(text, "deadline", "fuzzy"), 100);

  it.each([
    ["a window that fits is whole", 400, [0, 208]],
    ["a cut keeps the match in the middle", 28, [90, 118]],
    ["a match that does not fit leaves nothing", 7, null],
  ])("%s", (_name, room, span) => {
    const cut = cutWindow(text, window, room);
    expect(cut === null ? null : [cut.start, cut.end]).toEqual(span);
  });

  it("gives the room one side cannot use to the other", () => {
    const early = `deadline${filler(100)}`;
    const [first] = windowsAround(early, findMatches(early, "deadline", "fuzzy"), 100);
    expect(cutWindow(early, first, 28)).toMatchObject({ start: 0, end: 28 });
  });
});

describe("fitWindows", () => {
  const many = (count: number) => Array.from({ length: count }, () => `deadline${filler(40)}`).join(" ");

  it("takes each ref's best window before any ref's second, within maxChars", () => {
    const first = searched("res_a", many(5), "deadline", 10);
    const second = searched("res_b", many(5), "deadline", 10);
    const { windows, windowsLeftOut } = fitWindows([first, second], 100);
    // 18 + 18 + 28 + 28 characters, then res_a's third window cut to its match (8); nothing is left for the rest.
    expect(windows.map((window) => [window.ref, window.text.length])).toEqual([
      ["res_a", 18],
      ["res_a", 28],
      ["res_a", 8],
      ["res_b", 18],
      ["res_b", 28],
    ]);
    expect(windowsLeftOut).toBe(5);
  });

  it("returns each ref's windows in reading order, refs in the order asked", () => {
    const text = `deadlnie ${filler(100)} deadline`;
    const { windows } = fitWindows([searched("res_b", "no match here", "deadline", 5), searched("res_a", text, "deadline", 5)], 4000);
    expect(windows.map((window) => [window.ref, window.start])).toEqual([
      ["res_a", 0],
      ["res_a", text.lastIndexOf("deadline") - 5],
    ]);
  });

  it("cuts the last window that partly fits rather than dropping it", () => {
    const { windows } = fitWindows([searched("res_a", `${filler(300)}deadline${filler(300)}`, "deadline", 200)], 100);
    expect(windows).toHaveLength(1);
    expect(windows[0].text).toHaveLength(100);
    expect(windows[0].text).toContain("deadline");
  });
});
