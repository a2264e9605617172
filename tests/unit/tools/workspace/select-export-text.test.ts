import { describe, expect, it } from "vitest";
import { occurrencesOf, selectBetween, selectExportText, selectField, type ExportSelector } from "@/lib/tools/workspace/select-export-text";

// Seed "tool rules", Exporting stored text: "The selector holds a ref and a field array (JSON strings are
// decoded along the path), plus optional between delimiters that must identify one complete region. The
// backend selects the text from the original stored result." Refused: missing fields, ambiguous delimiters.

const issue = {
  title: "Login fails",
  body: "Steps:\n1. open\n2. click\n<!-- end -->",
  labels: ["bug", "p1"],
  count: 3,
  nested: { payload: JSON.stringify({ html: "<main>Hello <b>world</b></main><footer>f</footer>", size: 2 }) },
};
const stored = JSON.stringify({ items: [issue], total: 1 });
// A provider that returns JSON inside a JSON string inside a JSON string.
const doublyEncoded = JSON.stringify({ data: JSON.stringify(JSON.stringify({ deep: "value" })) });

type Row = [description: string, body: string, selector: Omit<ExportSelector, "ref">, expected: { text: string } | { code: string; message?: string }];

const TABLE: Row[] = [
  ["no field: the whole stored text", "plain text\nover two lines", {}, { text: "plain text\nover two lines" }],
  ["an empty field path: the whole stored text", stored, { field: [] }, { text: stored }],
  ["a string field, written as the string itself", stored, { field: ["items", "0", "title"] }, { text: "Login fails" }],
  ["a multi-line string keeps its newlines", stored, { field: ["items", "0", "body"] }, { text: issue.body }],
  ["a list field, as indented JSON", stored, { field: ["items", "0", "labels"] }, { text: '[\n  "bug",\n  "p1"\n]' }],
  ["a number field, as JSON", stored, { field: ["items", "0", "count"] }, { text: "3" }],
  ["a JSON string decoded on the way", stored, { field: ["items", "0", "nested", "payload", "html"] }, { text: "<main>Hello <b>world</b></main><footer>f</footer>" }],
  ["a JSON string kept whole when the path ends on it", stored, { field: ["items", "0", "nested", "payload"] }, { text: issue.nested.payload }],
  ["JSON decoded twice along the path", doublyEncoded, { field: ["data", "deep"] }, { text: "value" }],
  ["a body that is a JSON string itself", JSON.stringify(JSON.stringify({ a: "b" })), { field: ["a"] }, { text: "b" }],
  ["a missing key", stored, { field: ["items", "0", "author"] }, { code: "export_field_missing" }],
  ["an index past the list's end", stored, { field: ["items", "1"] }, { code: "export_field_missing" }],
  ["a key that is not an index of a list", stored, { field: ["items", "first"] }, { code: "export_field_missing" }],
  ["a padded index", stored, { field: ["items", "00"] }, { code: "export_field_missing" }],
  ["a field below a number", stored, { field: ["total", "x"] }, { code: "export_field_missing" }],
  ["a field below text that is not JSON", stored, { field: ["items", "0", "title", "x"] }, { code: "export_field_missing" }],
  ["a field of a body that is not JSON", "Not JSON at all", { field: ["a"] }, { code: "export_field_missing", message: 'the stored result is not JSON, so it has no field ["a"]' }],
  ["an inherited key is not a field", stored, { field: ["items", "0", "constructor"] }, { code: "export_field_missing" }],
  ["between: the text strictly inside", "head <<BEGIN>>kept\ntext<<END>> tail", { between: { start: "<<BEGIN>>", end: "<<END>>" } }, { text: "kept\ntext" }],
  ["between: an empty region", "a[]b", { between: { start: "[", end: "]" } }, { text: "" }],
  ["between inside a field", stored, { field: ["items", "0", "nested", "payload", "html"], between: { start: "<main>", end: "</main>" } }, { text: "Hello <b>world</b>" }],
  ["between: the start missing", "a b c", { between: { start: "<x>", end: "c" } }, { code: "export_delimiters_ambiguous" }],
  ["between: the end missing", "a b c", { between: { start: "a", end: "<y>" } }, { code: "export_delimiters_ambiguous" }],
  ["between: the start twice", "<p>one</p><p>two</p>", { between: { start: "<p>", end: "</p><p>two" } }, { code: "export_delimiters_ambiguous" }],
  ["between: the end twice", "[a] [b]", { between: { start: "[a", end: "]" } }, { code: "export_delimiters_ambiguous" }],
  ["between: the end before the start", "END middle START", { between: { start: "START", end: "END" } }, { code: "export_delimiters_ambiguous" }],
  ["between: one delimiter used as both", "x | y", { between: { start: "|", end: "|" } }, { code: "export_delimiters_ambiguous" }],
  ["between: overlapping delimiters", "abc", { between: { start: "ab", end: "bc" } }, { code: "export_delimiters_ambiguous" }],
  ["between: overlapping occurrences count", "aaa", { between: { start: "aa", end: "zz" } }, { code: "export_delimiters_ambiguous" }],
  ["between: a field refused first", stored, { field: ["nope"], between: { start: "a", end: "b" } }, { code: "export_field_missing" }],
];

describe("selectExportText", () => {
  it.each(TABLE)("%s", (_description, body, selector, expected) => {
    const outcome = selectExportText(body, selector);
    if ("text" in expected) expect(outcome).toEqual({ ok: true, text: expected.text });
    else expect(outcome).toMatchObject({ ok: false, ...expected });
  });
});

describe("the refusals name what is missing", () => {
  it("names the missing key and the fields that are there", () => {
    expect(selectField(stored, ["items", "0", "author"])).toEqual({
      ok: false,
      code: "export_field_missing",
      message: 'field ["items","0","author"] is missing: the object at ["items","0"] has no field "author" (its fields: "title", "body", "labels", "count", "nested")',
    });
  });

  it("names the list's length for an index past its end", () => {
    expect(selectField(stored, ["items", "4"])).toMatchObject({ message: 'field ["items","4"] is missing: the list at ["items"] has 1 items (0 to 0); "4" is not one of them' });
  });

  it("says how often each delimiter occurs", () => {
    expect(selectBetween("[a] [b]", { start: "{", end: "]" })).toEqual({
      ok: false,
      code: "export_delimiters_ambiguous",
      message: 'between.start "{" does not occur in the selected text; it must occur exactly once; between.end "]" occurs 2 times in the selected text; it must occur exactly once',
    });
    expect(selectBetween("END START", { start: "START", end: "END" })).toMatchObject({
      message: 'between.end "END" does not follow between.start "START", so they do not identify one complete region',
    });
  });

  it("refuses empty delimiters rather than matching everywhere", () => {
    expect(selectBetween("abc", { start: "", end: "c" })).toMatchObject({ ok: false, message: expect.stringContaining("between.start is empty") });
  });
});

describe("occurrencesOf", () => {
  it("counts overlapping occurrences", () => {
    expect(occurrencesOf("aaaa", "aa")).toEqual([0, 1, 2]);
    expect(occurrencesOf("abc", "d")).toEqual([]);
  });
});
