import { describe, expect, it } from "vitest";
import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { rankTools, sameWord, scoreTool, searchWords, type SearchableTool } from "@/lib/tools/catalogue/score-tool";

const tools: SearchableTool[] = runCatalog
  .all()
  .filter((definition) => definition.runCallable)
  .map((definition) => ({ name: modelNameOf(definition.name), canonicalName: definition.name, family: definition.family, description: definition.description }));

describe("search words", () => {
  it("drops words that say nothing about a tool", () => {
    expect(searchWords("Read a stored result of the run")).toEqual(["read", "stored", "result", "run"]);
  });

  it.each([
    ["read", "reads", true],
    ["reading", "read", true],
    ["reslut", "result", true],
    ["re", "read", false],
    ["note", "vote", true],
    ["note", "code", false],
  ])("%s is the same word as %s: %s", (wanted, found, same) => {
    expect(sameWord(wanted, found)).toBe(same);
  });
});

describe("rankTools", () => {
  it.each([
    ["read stored result", "read_tool_result"],
    ["earlier turns transcript", "read_transcript"],
    ["tool schema definition", "get_tool_schema"],
    ["set context value", "os__set_context"],
  ])("%s finds %s first", (query, name) => {
    expect(rankTools(tools, query, 5)[0]?.name).toBe(name);
  });

  it("finds nothing when no word is found, and keeps to the limit", () => {
    expect(rankTools(tools, "zzzqqq", 5)).toEqual([]);
    expect(rankTools(tools, "tool", 3)).toHaveLength(3);
  });

  it("scores a name above a family above a description", () => {
    const tool = { name: "alpha_tool", canonicalName: "alpha_tool", family: "Beta", description: "Gamma things." };
    expect([scoreTool(tool, ["alpha"]), scoreTool(tool, ["beta"]), scoreTool(tool, ["gamma"]), scoreTool(tool, ["delta"])]).toEqual([4, 2, 1, 0]);
  });
});
