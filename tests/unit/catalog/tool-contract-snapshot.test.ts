// Issue 17, item 1: moving a tool's schema into zod beside its handler changes nothing a model or a
// client reads. The fixture is the contract as it was before the move (fixtures/tool-contract.json); a
// deliberate change of a tool is made by writing it anew (UPDATE_TOOL_CONTRACT=1) and reading the diff.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolContractText } from "./tool-contract";

const FIXTURE = path.join(__dirname, "fixtures", "tool-contract.json");

describe("the tool contract", () => {
  it("is byte for byte the reference, the native list and the model's schemas it was", () => {
    const current = toolContractText();
    if (process.env.UPDATE_TOOL_CONTRACT === "1") writeFileSync(FIXTURE, current);
    const expected = readFileSync(FIXTURE, "utf8");
    // Compared line by line first, so a failure names the lines that moved rather than two long texts.
    expect(current.split("\n")).toEqual(expected.split("\n"));
    expect(current).toBe(expected);
  });
});
