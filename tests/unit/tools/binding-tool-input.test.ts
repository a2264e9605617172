import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { firstLineOf } from "@/lib/tools/notes/list-notes";
import { fieldMatches } from "@/lib/tools/records/list-records";
import { storableData } from "@/lib/tools/records/record-view";

// The small pure parts of the binding tools' handlers: a note's first line, record filters and the record
// size limit. (Their inputs arrive parsed by each tool's zod input: define/define-tool.ts.)

describe("firstLineOf", () => {
  it.each([
    ["One line", "One line"],
    ["First\nSecond", "First"],
    ["\n\n  Indented first  \nSecond", "Indented first"],
    ["", ""],
  ])("%j → %j", (content, expected) => {
    expect(firstLineOf(content)).toBe(expected);
  });

  it("cuts a long first line at 200 characters with an ellipsis", () => {
    expect(firstLineOf("x".repeat(250))).toBe(`${"x".repeat(200)}…`);
  });
});

describe("fieldMatches", () => {
  it("makes one exact top-level match per field, JSON null for null", () => {
    expect(fieldMatches({ stage: "won", score: 3, owner: null })).toEqual([
      { data: { path: ["stage"], equals: "won" } },
      { data: { path: ["score"], equals: 3 } },
      { data: { path: ["owner"], equals: Prisma.JsonNull } },
    ]);
    expect(fieldMatches({})).toEqual([]);
  });
});

describe("storableData", () => {
  it("keeps data within 16384 bytes of JSON and refuses more with record_too_large", () => {
    expect(storableData({ text: "x".repeat(16000) })).toEqual({ text: "x".repeat(16000) });
    expect(() => storableData({ text: "é".repeat(9000) })).toThrow(/^record_too_large: the record would hold 18011 bytes/);
  });
});
