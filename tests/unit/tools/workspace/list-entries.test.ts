import { describe, expect, it } from "vitest";
import { listEntries, listingText, MAX_LIST_ENTRIES, type ListRequest } from "@/lib/tools/workspace/list-entries";

// list_files and workspace.list_dir: directories are implied by the files' paths; one entry per line.

const files = [
  { path: "README.md", bytes: 120 },
  { path: "src/index.ts", bytes: 40 },
  { path: "src/lib/util.ts", bytes: 15 },
  { path: "src-old/index.ts", bytes: 9 },
  { path: ".env", bytes: 3 },
  { path: "src/.cache/x", bytes: 1 },
];

const request = (overrides: Partial<ListRequest>): ListRequest => ({ directory: "", depth: 1, includeHidden: false, ...overrides });
const pathsOf = (outcome: ReturnType<typeof listEntries>) => (outcome.ok ? outcome.entries.map((entry) => `${entry.path}:${entry.kind}`) : outcome.code);

describe("listEntries", () => {
  it.each([
    ["the root, one level, hidden left out", request({}), ["README.md:file", "src:directory", "src-old:directory"]],
    ["the root with hidden entries", request({ includeHidden: true }), [".env:file", "README.md:file", "src:directory", "src-old:directory"]],
    ["a directory, one level (a sibling sharing its prefix is not inside)", request({ directory: "src" }), ["src/index.ts:file", "src/lib:directory"]],
    ["two levels", request({ directory: "src", depth: 2 }), ["src/index.ts:file", "src/lib:directory", "src/lib/util.ts:file"]],
    ["every level with hidden", request({ directory: "src", depth: Number.POSITIVE_INFINITY, includeHidden: true }), [
      "src/.cache:directory",
      "src/.cache/x:file",
      "src/index.ts:file",
      "src/lib:directory",
      "src/lib/util.ts:file",
    ]],
    ["a directory that does not exist", request({ directory: "docs" }), "directory_not_found"],
    ["a file named as a directory", request({ directory: "README.md" }), "directory_not_found"],
  ])("%s", (_description, listed, expected) => {
    expect(pathsOf(listEntries(files, listed))).toEqual(expected);
  });

  it("lists an empty workspace's root as empty, not as missing", () => {
    expect(listEntries([], request({}))).toEqual({ ok: true, entries: [] });
  });
});

describe("listingText", () => {
  it("writes one entry per line: path, kind, and a file's size", () => {
    const listed = listEntries(files, request({}));
    expect(listed.ok && listingText("", listed.entries)).toBe("README.md\tfile\t120 bytes\nsrc/\tdirectory\nsrc-old/\tdirectory");
    expect(listingText("", [])).toBe("The workspace is empty.");
    expect(listingText("src", [])).toBe('"src" is empty.');
  });

  it("stops at MAX_LIST_ENTRIES and says how many more there are", () => {
    const many = Array.from({ length: MAX_LIST_ENTRIES + 5 }, (_, index) => ({ path: `f${String(index).padStart(5, "0")}`, kind: "file" as const, bytes: 1 }));
    const lines = listingText("", many).split("\n");
    expect(lines).toHaveLength(MAX_LIST_ENTRIES + 1);
    expect(lines.at(-1)).toBe("[5 more entries not shown: list a subdirectory]");
  });
});
