import { describe, expect, it } from "vitest";
import { linesOf, readWindow } from "@/lib/tools/workspace/read-window";

// read_file and workspace.read_file: "Returns its lines, numbered, from `offset` for up to `limit` lines, and
// says how many lines remain when the file is longer."

const content = ["alpha", "beta", "gamma", "delta", "epsilon"].join("\n") + "\n";

describe("readWindow", () => {
  it.each([
    ["the whole file", { offset: 0 }, "1\talpha\n2\tbeta\n3\tgamma\n4\tdelta\n5\tepsilon"],
    ["a window, saying what remains and where to read on", { offset: 1, limit: 2 }, "2\tbeta\n3\tgamma\n[2 more lines of 5: read on with offset 3]"],
    ["the last line", { offset: 4, limit: 10 }, "5\tepsilon"],
    ["one line left", { offset: 0, limit: 4 }, "1\talpha\n2\tbeta\n3\tgamma\n4\tdelta\n[1 more line of 5: read on with offset 4]"],
    ["an offset past the end", { offset: 5 }, "notes.md has 5 lines; offset 5 is past its end (the last line is offset 4)."],
  ])("%s", (_description, window, expected) => {
    expect(readWindow({ path: "notes.md", content, ...window })).toBe(expected);
  });

  it("pads the numbers to the widest one shown", () => {
    const long = Array.from({ length: 12 }, (_, index) => `l${index + 1}`).join("\n");
    expect(readWindow({ path: "a", content: long, offset: 8, limit: 2 })).toBe(" 9\tl9\n10\tl10\n[2 more lines of 12: read on with offset 10]");
  });

  it("says an empty file is empty", () => {
    expect(readWindow({ path: "empty.txt", content: "", offset: 0 })).toBe("empty.txt is empty.");
  });

  it("stops at the byte budget in whole lines, and always shows the first line", () => {
    const wide = ["x".repeat(40), "y".repeat(40), "z".repeat(40)].join("\n");
    expect(readWindow({ path: "w", content: wide, offset: 0, maxBytes: 90 })).toBe(`1\t${"x".repeat(40)}\n2\t${"y".repeat(40)}\n[1 more line of 3: read on with offset 2]`);
    expect(readWindow({ path: "w", content: wide, offset: 0, maxBytes: 10 })).toBe(`1\t${"x".repeat(40)}\n[2 more lines of 3: read on with offset 1]`);
  });
});

describe("linesOf", () => {
  it("does not count the empty line after a final newline", () => {
    expect(linesOf("a\nb\n")).toEqual(["a", "b"]);
    expect(linesOf("a\nb")).toEqual(["a", "b"]);
    expect(linesOf("a\n\n")).toEqual(["a", ""]);
    expect(linesOf("")).toEqual([]);
  });
});
