import { describe, expect, it, vi } from "vitest";
import { ModelSpecSchema } from "@/lib/contracts/model-spec";
import { modelSpecOf } from "@/lib/server/runtime/parsed-model-spec";

// Issue 9, item 5: the loop asks for a run's model at every turn; the run's spec is parsed once per loaded
// spec, not once per turn, and a spec that does not parse fails every time it is asked for.

describe("modelSpecOf", () => {
  it("parses a loaded spec once, however many turns ask, and a new load's spec again", () => {
    const parse = vi.spyOn(ModelSpecSchema, "parse");
    try {
      const stored = { provider: "scripted", script: [{ text: "done" }] };
      const first = modelSpecOf(stored);
      expect(modelSpecOf(stored)).toBe(first);
      expect(modelSpecOf(stored)).toBe(first);
      expect(first).toEqual({ provider: "scripted", script: [{ text: "done" }] });
      expect(parse).toHaveBeenCalledTimes(1);
      expect(modelSpecOf({ ...stored })).toEqual(first);
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });

  it("keeps no spec that fails to parse: each ask fails the same way", () => {
    const stored = { provider: "no-such-provider" };
    expect(() => modelSpecOf(stored)).toThrow();
    expect(() => modelSpecOf(stored)).toThrow();
    expect(() => modelSpecOf(null)).toThrow();
  });
});
