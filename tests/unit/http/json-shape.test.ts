import { describe, expect, it } from "vitest";
import { createJsonShapeMeter, measureJsonShape } from "@/lib/server/http/json-shape";

const limits = { maxDepth: 3, maxEntries: 5 };

describe("measuring a JSON text's shape before parsing it (issue 16, item 7)", () => {
  it.each([
    ["{}", "within"],
    ["[[[]]]", "within"],
    ["[[[[]]]]", "too_deep"],
    ['{"a": {"b": {"c": 1}}}', "within"],
    ['{"a": {"b": {"c": {}}}}', "too_deep"],
    ["[1, 2, 3, 4, 5]", "within"],
    ["[1, 2, 3, 4, 5, 6]", "too_many_entries"],
    ['{"a": 1, "b": [1, 2], "c": {}}', "within"],
    ['{"a": 1, "b": [1, 2], "c": {"d": 1}}', "too_many_entries"],
    ["[[], [], [], {}, {}]", "within"],
  ])("%s is %s", (text, verdict) => {
    expect(measureJsonShape(text, limits).verdict).toBe(verdict);
  });

  it("counts nothing inside strings, escaped quotes and backslashes included", () => {
    expect(measureJsonShape('["[[[[,,,,,,{{{{"]', limits).verdict).toBe("within");
    expect(measureJsonShape('["a\\"[[[[,,,,,,", "b"]', limits).verdict).toBe("within");
    expect(measureJsonShape('["a\\\\", [[[]]]]', limits).verdict).toBe("too_deep");
    expect(measureJsonShape('{"\\\\\\"[[[[": ",,,,,,,"}', limits).verdict).toBe("within");
  });

  it("stops at the first limit passed: 15 MB of nesting costs a few bytes' reading", () => {
    const deep = Buffer.concat([Buffer.alloc(7_500_000, "["), Buffer.alloc(7_500_000, "]")]);
    const started = performance.now();
    expect(createJsonShapeMeter({ maxDepth: 64, maxEntries: 10_000 }).measure(deep).verdict).toBe("too_deep");
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("carries a string and an escape across chunks, byte by byte", () => {
    // Two levels deep once the strings are over (their brackets and commas count for nothing) …
    const text = Buffer.from('["a\\\\", "é\\"[[[[,,,,,,", [');
    expect(JSON.parse(`${text.toString()}]]`)).toEqual(["a\\", 'é"[[[[,,,,,,', []]);
    for (const size of [1, 2, 3, 7]) {
      const meter = createJsonShapeMeter(limits);
      let verdict = "within";
      for (let offset = 0; offset < text.length; offset += size) verdict = meter.measure(text.subarray(offset, offset + size)).verdict;
      expect(verdict).toBe("within");
      // … so one more level fits the limit of 3, and a second passes it.
      expect(meter.measure(Buffer.from("[")).verdict).toBe("within");
      expect(meter.measure(Buffer.from("[")).verdict).toBe("too_deep");
    }
  });

  it("reads malformed text to its end without throwing: refusing it is JSON.parse's job", () => {
    expect(measureJsonShape("]]]]}}}}[", limits).verdict).toBe("within");
    expect(measureJsonShape('["unterminated', limits).verdict).toBe("within");
    expect(measureJsonShape('"\\', limits).verdict).toBe("within");
  });
});
