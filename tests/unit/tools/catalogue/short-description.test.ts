import { describe, expect, it } from "vitest";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { DESCRIPTION_CHARACTERS, shortDescription } from "@/lib/tools/catalogue/short-description";

describe("shortDescription (seed: a description of at most 200 characters)", () => {
  it.each([
    ["a short description is kept", "Reads a note.", "Reads a note."],
    ["exactly 200 characters is kept", "a".repeat(200), "a".repeat(200)],
    ["201 characters is cut to 199 and an ellipsis", "a".repeat(201), `${"a".repeat(199)}…`],
    ["whitespace runs fold to one space", "Reads\n  a   note.", "Reads a note."],
    ["a cut never halves an emoji", `${"a".repeat(198)}😀tail`, `${"a".repeat(198)}…`],
    ["a cut drops the space before the ellipsis", `${"a".repeat(198)} bcd`, `${"a".repeat(198)}…`],
  ])("%s", (_name, description, expected) => {
    expect(shortDescription(description)).toBe(expected);
    expect(shortDescription(description).length).toBeLessThanOrEqual(DESCRIPTION_CHARACTERS);
  });

  it("keeps every catalog description within 200 characters", () => {
    for (const definition of runCatalog.all()) expect(shortDescription(definition.description).length).toBeLessThanOrEqual(200);
  });
});
