import { describe, expect, it } from "vitest";
import { unifiedDiff } from "@/lib/tools/workspace/unified-diff";

// What workspace.edit and edit_file answer: a unified diff of the change, three lines of context.

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe("unifiedDiff", () => {
  it("is empty when nothing changed", () => {
    expect(unifiedDiff("a.txt", "same\n", "same\n")).toBe("");
  });

  it("shows one changed line with three lines of context on each side", () => {
    const before = lines(10).join("\n");
    const after = before.replace("line 5", "line five");
    expect(unifiedDiff("src/a.txt", before, after)).toBe(
      ["--- a/src/a.txt", "+++ b/src/a.txt", "@@ -2,7 +2,7 @@", " line 2", " line 3", " line 4", "-line 5", "+line five", " line 6", " line 7", " line 8"].join("\n"),
    );
  });

  it("keeps distant changes in separate hunks and counts the lines each side holds", () => {
    const before = lines(20).join("\n");
    const after = before.replace("line 2\n", "").replace("line 18", "line 18\nline 18b");
    expect(unifiedDiff("a", before, after)).toBe(
      [
        "--- a/a",
        "+++ b/a",
        "@@ -1,5 +1,4 @@",
        " line 1",
        "-line 2",
        " line 3",
        " line 4",
        " line 5",
        "@@ -16,5 +15,6 @@",
        " line 16",
        " line 17",
        " line 18",
        "+line 18b",
        " line 19",
        " line 20",
      ].join("\n"),
    );
  });

  it("merges changes whose context overlaps", () => {
    const before = lines(8).join("\n");
    const after = before.replace("line 3", "three").replace("line 6", "six");
    expect(unifiedDiff("a", before, after).split("\n").filter((line) => line.startsWith("@@"))).toEqual(["@@ -1,8 +1,8 @@"]);
  });

  it("writes a whole new file as one added hunk, and an emptied one as one removed hunk", () => {
    expect(unifiedDiff("n", "", "a\nb")).toBe(["--- a/n", "+++ b/n", "@@ -0,0 +1,2 @@", "+a", "+b"].join("\n"));
    expect(unifiedDiff("n", "a", "")).toBe(["--- a/n", "+++ b/n", "@@ -1,1 +0,0 @@", "-a"].join("\n"));
  });

  it("reads a final newline as the end of the last line, and says when only it changed", () => {
    expect(unifiedDiff("f", "a\nb\n", "a\nc\n")).toBe(["--- a/f", "+++ b/f", "@@ -1,2 +1,2 @@", " a", "-b", "+c"].join("\n"));
    expect(unifiedDiff("f", "a\n", "a")).toBe(["--- a/f", "+++ b/f", "\\ the final newline was removed"].join("\n"));
    expect(unifiedDiff("f", "a", "a\n")).toBe(["--- a/f", "+++ b/f", "\\ a final newline was added"].join("\n"));
  });

  it("finds the shortest script inside a changed middle (Myers), not a delete-all-add-all", () => {
    const before = ["a", "b", "c", "d", "e"].join("\n");
    const after = ["a", "x", "c", "y", "e"].join("\n");
    expect(unifiedDiff("m", before, after)).toBe(["--- a/m", "+++ b/m", "@@ -1,5 +1,5 @@", " a", "-b", "+x", " c", "-d", "+y", " e"].join("\n"));
  });

  it("past the edit-distance bound shows the changed middle as removed then added, still a true diff", () => {
    const before = ["head", ...lines(2500).map((line) => `old ${line}`), "tail"].join("\n");
    const after = ["head", ...lines(2500).map((line) => `new ${line}`), "tail"].join("\n");
    const diff = unifiedDiff("big", before, after).split("\n");
    expect(diff[2]).toBe("@@ -1,2502 +1,2502 @@");
    expect(diff.filter((line) => line.startsWith("-old")).length).toBe(2500);
    expect(diff.indexOf("+new line 1")).toBe(diff.indexOf("-old line 2500") + 1);
  });
});
