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
    const matcher = globMatcher(glob);
    expect(matcher.ok && matcher.includes(path)).toBe(expected);
  });
});

// Issue 8, item 4: user patterns run on RE2. On a native RegExp each of these takes far longer than the
// test timeout (`(a+)+$` over 32 "a"s and a "!" doubles per character: ~40 s; the glob is polynomial of
// degree seven in the name's length), so the tests fail on the old code rather than timing anything.
describe("patterns that make a backtracking engine stall", () => {
  const stalling = [{ path: `src/${"a".repeat(100)}`, content: `${"a".repeat(32)}!\nplain line\n` }];
  const searchStalling = (overrides: Partial<SearchRequest>) =>
    searchLines(stalling, { query: "(a+)+$", regex: true, caseSensitive: false, maxResults: 100, scope: "", ...overrides });

  it("answers (a+)+$ over 32 a's and a '!' as a miss, at once", () => {
    expect(searchStalling({})).toEqual({ ok: true, text: 'No line in the workspace matches "(a+)+$".' });
  });

  it("answers the glob a*a*a*a*a*a*a*b against a name of 100 a's as a miss, at once", () => {
    const matcher = globMatcher("a*a*a*a*a*a*a*b");
    expect(matcher.ok && matcher.includes(stalling[0].path)).toBe(false);
    expect(searchStalling({ query: "plain", regex: false, glob: "a*a*a*a*a*a*a*b" })).toEqual({ ok: true, text: 'No line in the workspace matches "plain".' });
    expect(searchStalling({ query: "plain", regex: false, glob: "**/a*a*a*a*a*a*a*" })).toMatchObject({ text: expect.stringContaining(":2: plain line") });
  });

  it.each([
    ["(a)\\1", "a backreference (\\1)"],
    ["(?<=foo)bar", "a lookbehind (?<=…)"],
  ])("refuses %s as pattern_unsupported, naming %s", (query, feature) => {
    expect(searchStalling({ query })).toEqual({
      ok: false,
      code: "pattern_unsupported",
      message: `the query uses ${feature}, which is not supported: patterns run on RE2, which matches in time linear in the text and so has no backreferences, lookahead, lookbehind or atomic groups. Rewrite the pattern without it.`,
    });
  });

  it("says what is wrong with an invalid pattern", () => {
    expect(searchStalling({ query: "(" })).toEqual({ ok: false, code: "invalid_pattern", message: "the query is not a valid regular expression: missing closing ): `(`" });
  });

  it("keeps the JavaScript spellings a model writes", () => {
    expect(search({ query: "^\\u0074eal", regex: true, caseSensitive: true })).toMatchObject({ text: "docs/readme.md:1: teal is a colour" });
    expect(search({ query: "(?<name>T)eal\\b", regex: true, caseSensitive: true })).toMatchObject({ text: "src/b.ts:1: export const Teal = 1;" });
  });
});
