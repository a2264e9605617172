import { describe, expect, it } from "vitest";
import { globMatcher } from "@/lib/tools/workspace/glob-pattern";
import { searchLines, type SearchRequest } from "@/lib/tools/workspace/search-lines";

// workspace.search: "Returns matching lines as `path:line: text`, at most `maxResults`, and says when more matched."

const files = [
  { path: "src/b.ts", content: "export const Teal = 1;\nconst teal = 2;\n" },
  { path: "src/a.ts", content: "// nothing here\nTEAL\n" },
  { path: "docs/readme.md", content: "teal is a colour\n" },
];

const search = (overrides: Partial<SearchRequest>) => searchLines(files, { query: "teal", regex: false, caseSensitive: false, maxResults: 100, scope: "", ...overrides });

describe("searchLines", () => {
  it("finds lines in any case by default, in path order", () => {
    expect(search({})).toEqual({ ok: true, text: "docs/readme.md:1: teal is a colour\nsrc/a.ts:2: TEAL\nsrc/b.ts:1: export const Teal = 1;\nsrc/b.ts:2: const teal = 2;" });
  });

  it("matches case exactly when asked", () => {
    expect(search({ caseSensitive: true })).toEqual({ ok: true, text: "docs/readme.md:1: teal is a colour\nsrc/b.ts:2: const teal = 2;" });
  });

  it("reads the query literally unless regex is set", () => {
    expect(search({ query: "t.al" })).toEqual({ ok: true, text: 'No line in the workspace matches "t.al".' });
    expect(search({ query: "^t.al", regex: true })).toMatchObject({ text: "docs/readme.md:1: teal is a colour\nsrc/a.ts:2: TEAL" });
  });

  it("refuses an invalid regular expression as invalid_pattern", () => {
    expect(search({ query: "(", regex: true })).toMatchObject({ ok: false, code: "invalid_pattern" });
  });

  it("keeps to the glob", () => {
    expect(search({ glob: "**/*.md" })).toEqual({ ok: true, text: "docs/readme.md:1: teal is a colour" });
    expect(search({ glob: "*.ts", caseSensitive: true })).toEqual({ ok: true, text: "src/b.ts:2: const teal = 2;" });
  });

  it("stops at maxResults and says how many more matched", () => {
    expect(search({ maxResults: 1 })).toEqual({ ok: true, text: "docs/readme.md:1: teal is a colour\n[3 more matching lines not shown: narrow the search or raise maxResults]" });
  });

  it("reports an absence in the scope searched", () => {
    expect(search({ query: "crimson", scope: "src" })).toEqual({ ok: true, text: 'No line in "src" matches "crimson".' });
  });
});

describe("globMatcher", () => {
  it.each([
    ["**/*.ts", "src/a.ts", true],
    ["**/*.ts", "a.ts", true],
    ["**/*.ts", "src/a.tsx", false],
    ["src/*.ts", "src/a.ts", true],
    ["src/*.ts", "src/lib/a.ts", false],
    ["src/**", "src/lib/a.ts", true],
    ["*.md", "docs/readme.md", true],
    ["read?e.md", "docs/readme.md", true],
    ["*.{ts,md}", "docs/readme.md", true],
    ["*.{ts,md}", "x.json", false],
    ["a+b.txt", "a+b.txt", true],
    ["a+b.txt", "aab.txt", false],
  ])("%s against %s → %s", (glob, path, expected) => {
    expect(globMatcher(glob)(path)).toBe(expected);
  });
});
