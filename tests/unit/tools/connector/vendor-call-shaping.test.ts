import { describe, expect, it } from "vitest";
import { dropEmptyOptionalStrings } from "@/lib/tools/connector/drop-empty-optional-strings";
import { connectorOfTool } from "@/lib/tools/connector/vendor-tool-name";

describe("seed 'tools in a run', Schemas: empty strings before a connector tool is called", () => {
  const schema = {
    type: "object",
    properties: { path: { type: "string" }, note: { type: "string" }, options: { type: "object", properties: { mode: { type: "string" }, tag: { type: "string" } }, required: ["mode"] } },
    required: ["path"],
  };

  it("drops an empty string whose key is optional, and sends a required one as is", () => {
    expect(dropEmptyOptionalStrings({ path: "", note: "" }, schema)).toEqual({ path: "" });
  });

  it("keeps non-empty values and other empties (null, 0, [])", () => {
    expect(dropEmptyOptionalStrings({ path: "a", note: "x", extra: null, n: 0, list: [] }, schema)).toEqual({ path: "a", note: "x", extra: null, n: 0, list: [] });
  });

  it("applies inside a nested object the schema describes", () => {
    expect(dropEmptyOptionalStrings({ path: "a", options: { mode: "", tag: "" } }, schema)).toEqual({ path: "a", options: { mode: "" } });
  });

  it("drops an empty string the schema does not list (it cannot be required)", () => {
    expect(dropEmptyOptionalStrings({ path: "a", unknown: "" }, schema)).toEqual({ path: "a" });
  });
});

describe("a vendor tool's name", () => {
  it.each([
    ["files.read_text_file", "files"],
    ["github.merge_pull_request", "github"],
    ["os.get_context", null],
    ["workspace.read_file", null],
    ["browser.navigate", null],
    ["scripts.report", null],
    ["note_write", null],
    ["files.", null],
  ])("%s belongs to %s", (tool, connector) => expect(connectorOfTool(tool)).toBe(connector));
});
