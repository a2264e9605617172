import { describe, expect, it } from "vitest";
import { applyEdits, type TextEdit } from "@/lib/tools/workspace/apply-edits";

// workspace.edit and edit_file: exact text, in order, all or none; each oldText must occur exactly once
// unless replaceAll; when one does not match, nothing is applied and every mismatch is named.

const file = "const colour = 'teal';\nconst size = 3;\n// teal again\nexport { colour, size };\n";

type Row = [description: string, edits: TextEdit[], expected: { content: string; replacements: number } | { code: string; mismatches: [index: number, occurrences: number][] }];

const TABLE: Row[] = [
  ["one unique replacement", [{ oldText: "size = 3", newText: "size = 4" }], { content: file.replace("size = 3", "size = 4"), replacements: 1 }],
  ["a deletion with empty newText", [{ oldText: "// teal again\n", newText: "" }], { content: file.replace("// teal again\n", ""), replacements: 1 }],
  [
    "edits in order, the second reading what the first left",
    [
      { oldText: "size = 3", newText: "size = 30" },
      { oldText: "size = 30;", newText: "size = 300;" },
    ],
    { content: file.replace("size = 3", "size = 300"), replacements: 2 },
  ],
  ["whitespace is part of the text", [{ oldText: "const  size", newText: "x" }], { code: "edit_text_not_found", mismatches: [[0, 0]] }],
  ["text that occurs twice", [{ oldText: "teal", newText: "navy" }], { code: "edit_text_ambiguous", mismatches: [[0, 2]] }],
  ["replaceAll replaces every occurrence", [{ oldText: "teal", newText: "navy", replaceAll: true }], { content: file.replaceAll("teal", "navy"), replacements: 2 }],
  ["replaceAll still needs one occurrence", [{ oldText: "crimson", newText: "x", replaceAll: true }], { code: "edit_text_not_found", mismatches: [[0, 0]] }],
  [
    "one bad edit among good ones applies none",
    [
      { oldText: "size = 3", newText: "size = 4" },
      { oldText: "missing", newText: "x" },
      { oldText: "teal", newText: "navy" },
    ],
    { code: "edit_text_not_found", mismatches: [[1, 0], [2, 2]] },
  ],
  ["an empty oldText matches nothing", [{ oldText: "", newText: "x" }], { code: "edit_text_not_found", mismatches: [[0, 0]] }],
  ["a text the same as its replacement leaves the file as it was", [{ oldText: "size = 3", newText: "size = 3" }], { content: file, replacements: 1 }],
];

describe("applyEdits", () => {
  it.each(TABLE)("%s", (_description, edits, expected) => {
    const outcome = applyEdits(file, edits);
    if ("content" in expected) {
      expect(outcome).toEqual({ ok: true, ...expected });
    } else {
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.code).toBe(expected.code);
      expect(outcome.mismatches.map((mismatch) => [mismatch.index, mismatch.occurrences])).toEqual(expected.mismatches);
    }
  });

  it("names each edit that did not match, with the lines an ambiguous text is on", () => {
    const outcome = applyEdits(file, [
      { oldText: "missing", newText: "x" },
      { oldText: "teal", newText: "navy" },
    ]);
    expect(outcome).toMatchObject({
      ok: false,
      message:
        'edit 1 (oldText "missing") does not occur in the file; edit 2 (oldText "teal") occurs 2 times (lines 1, 3); ' +
        "add surrounding text so it occurs once. No edit was applied: the file is unchanged",
    });
  });

  it("shortens a long oldText in the message", () => {
    const outcome = applyEdits("short", [{ oldText: "x".repeat(200), newText: "" }]);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining(`"${"x".repeat(80)}…"`) });
  });
});
