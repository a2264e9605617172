import { describe, expect, it } from "vitest";
import { compileUserPattern, literalPattern } from "@/lib/runtime/patterns/user-pattern";
import { unsupportedSyntaxOf } from "@/lib/runtime/patterns/unsupported-syntax";

// Issue 8, item 4: every user pattern is compiled by lib/runtime/patterns/user-pattern.ts and runs on RE2.

function compiled(source: string, caseSensitive = true) {
  const outcome = compileUserPattern(source, { caseSensitive });
  if (!outcome.ok) throw new Error(`${source} did not compile: ${outcome.problem}`);
  return outcome.pattern;
}

describe("compileUserPattern", () => {
  it("matches (a+)+$ against 32 a's and a '!' in linear time (a native RegExp takes ~40 s: past the test timeout)", () => {
    const pattern = compiled("(a+)+$");
    expect(pattern.test(`${"a".repeat(32)}!`)).toBe(false);
    expect(pattern.test("a".repeat(32))).toBe(true);
    expect(compiled("^(\\w+\\s?)*$").test(`${"word ".repeat(40)}!`)).toBe(false);
  });

  it("folds case only when asked", () => {
    expect(compiled("teal").test("TEAL")).toBe(false);
    expect(compiled("teal", false).test("TEAL")).toBe(true);
  });

  it("tests the whole text or any part of it", () => {
    expect(compiled("b+").test("abba")).toBe(true);
    expect(compiled("b+").testWhole("abba")).toBe(false);
    expect(compiled("a.*a").testWhole("abba")).toBe(true);
  });

  it.each([
    ["(a)\\1", "a backreference (\\1)"],
    ["(?<w>a)\\k<w>", "a named backreference (\\k<…>)"],
    ["a(?=b)", "a lookahead (?=…)"],
    ["a(?!b)", "a negative lookahead (?!…)"],
    ["(?<=a)b", "a lookbehind (?<=…)"],
    ["(?<!a)b", "a negative lookbehind (?<!…)"],
    ["(?>a+)b", "an atomic group (?>…)"],
  ])("refuses %s as pattern_unsupported (%s)", (source, problem) => {
    expect(compileUserPattern(source)).toEqual({ ok: false, code: "pattern_unsupported", problem });
  });

  it.each([
    ["(", "missing closing ): `(`"],
    ["[a", "missing closing ]: `[a`"],
    ["a{2,1}", "invalid repeat count: `{2,1}`"],
    ["a**", "invalid nested repetition operator: `**`"],
  ])("refuses %s as invalid_pattern: %s", (source, problem) => {
    expect(compileUserPattern(source)).toEqual({ ok: false, code: "invalid_pattern", problem });
  });

  it("reads escapes and character classes before naming a feature: these are plain patterns", () => {
    expect(unsupportedSyntaxOf("\\\\1")).toBeNull();
    expect(unsupportedSyntaxOf("[(?=]")).toBeNull();
    expect(unsupportedSyntaxOf("[]\\1]")).toBeNull();
    expect(unsupportedSyntaxOf("\\(?=x")).toBeNull();
    expect(compiled("\\\\1").test("\\1")).toBe(true);
    expect(compiled("[(?=]").test("=")).toBe(true);
  });
});

describe("literalPattern", () => {
  it("reads every character literally and reports spans in JavaScript's indices", () => {
    const text = "😀 a+b STRASSE Straße 😀straße";
    expect(literalPattern("a+b").test("aab")).toBe(false);
    expect(literalPattern("straße", { caseSensitive: false }).spans(text).map(({ start, end }) => text.slice(start, end))).toEqual(["Straße", "straße"]);
    expect(literalPattern("straße", { caseSensitive: false }).spans(text)[0].start).toBe(text.indexOf("Straße"));
  });
});
