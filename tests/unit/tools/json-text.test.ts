import { describe, expect, it } from "vitest";
import { compactJsonList, jsonText } from "@/lib/tools/json-text";

describe("result text", () => {
  it("writes a compact list as valid JSON with one line per item", () => {
    const text = compactJsonList({ count: 2 }, "tools", [{ name: "a" }, { name: "b" }]);
    expect(text).toBe('{"count":2,"tools":[\n{"name":"a"},\n{"name":"b"}\n]}');
    expect(JSON.parse(text)).toEqual({ count: 2, tools: [{ name: "a" }, { name: "b" }] });
  });

  it("writes an empty compact list as valid JSON", () => {
    expect(JSON.parse(compactJsonList({ count: 0 }, "tools", []))).toEqual({ count: 0, tools: [] });
  });

  it("indents other results by two spaces", () => {
    expect(jsonText({ key: "a" })).toBe('{\n  "key": "a"\n}');
  });
});
