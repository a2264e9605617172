import { describe, expect, it } from "vitest";
import { validateArguments } from "@/lib/runtime/admission/validate-arguments";

// Seed "running tools" (ADR-246): what the check refuses and what it lets through.
const schema = {
  type: "object",
  additionalProperties: false,
  required: ["uid", "table"],
  properties: {
    uid: { type: "integer" },
    table: { type: "string", enum: ["pages", "tt_content"] },
    ratio: { type: "number" },
    dry: { type: "boolean" },
    tags: { type: "array", items: { type: "string" } },
    options: { type: "object", properties: { depth: { type: "integer" } } },
    anything: { anyOf: [{ type: "string" }, { type: "integer" }] },
    linked: { $ref: "#/definitions/nowhere" },
  },
};

describe("validation before a turn runs", () => {
  it.each([
    [{ table: "pages" }, '"uid" is required.'],
    [{ uid: 1, table: "news" }, '"table" must be one of: "pages", "tt_content".'],
    [{ uid: 1, table: "pages", tags: "a" }, '"tags" must be a list.'],
    [{ uid: 1, table: "pages", tags: {} }, '"tags" must be a list.'],
    [{ uid: 1, table: ["pages"] }, '"table" must be text.'],
    [{ uid: 1, table: "pages", extra: 1 }, '"extra" is not an argument of this tool.'],
    [{ uid: null, table: "pages" }, '"uid" must be a whole number.'],
    [{ uid: 1, table: "pages", dry: 1 }, '"dry" must be true or false.'],
    [{ uid: "five", table: "pages" }, '"uid" must be a whole number.'],
    [{ uid: "5.5", table: "pages" }, '"uid" must be a whole number.'],
    [{ uid: 1, table: "pages", options: { depth: "x" } }, '"options.depth" must be a whole number.'],
  ])("refuses %j: %s", (input, problem) => {
    const checked = validateArguments(schema, input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems).toContain(problem);
  });

  it("lets through what a tool reads after a cast, and hands the tool the cast value", () => {
    const checked = validateArguments(schema, { uid: "5", table: "pages", ratio: "0.5", dry: "true", options: { depth: "2" } });
    expect(checked).toEqual({ ok: true, value: { uid: 5, table: "pages", ratio: 0.5, dry: true, options: { depth: 2 } } });
  });

  it("does not judge parts that use $ref, oneOf, anyOf, allOf or not", () => {
    expect(validateArguments(schema, { uid: 1, table: "pages", anything: { any: "shape" }, linked: [1, 2] }).ok).toBe(true);
  });
});

// Issue 8, item 4: a connector's or a saved script's schema brings its own `pattern`, a model the text.
// On a native RegExp the first case takes ~40 s (past the test timeout); on RE2 it is linear.
describe("schema patterns", () => {
  const patterned = (pattern: string) => ({ type: "object", properties: { name: { type: "string", pattern } }, patternProperties: { [pattern]: { type: "string" } } });

  it("checks a pattern that backtracks on a native RegExp at once", () => {
    expect(validateArguments(patterned("^(a+)+$"), { name: `${"a".repeat(32)}!` })).toMatchObject({ ok: false });
    expect(validateArguments(patterned("^(a+)+$"), { name: "aaa" })).toMatchObject({ ok: true });
  });

  it("does not judge a pattern RE2 cannot compile (a lookahead), as it does not judge $ref", () => {
    expect(validateArguments(patterned("^(?=x)"), { name: "y" })).toMatchObject({ ok: true });
  });
});
