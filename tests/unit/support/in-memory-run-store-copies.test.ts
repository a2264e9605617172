import { describe, expect, it } from "vitest";
import { copyPlain } from "@/tests/support/copy-plain";
import { createInMemoryRunStore } from "@/tests/support/in-memory-run-store";
import { runSnapshot } from "@/tests/support/core-fixtures";

// The in-memory store copies with copyPlain instead of structuredClone (the bench timed the double, not
// the core): it must still share nothing with its callers, as a database shares nothing.
describe("copyPlain", () => {
  it("copies nested objects, arrays and dates, keeping keys whose value is undefined", () => {
    const original = { list: [{ text: "a" }, 2, null], when: new Date("2026-12-01T00:00:00Z"), gone: undefined, nested: { deep: { value: true } } };
    const copy = copyPlain(original);
    expect(copy).toStrictEqual(original);
    expect(copy.list).not.toBe(original.list);
    expect(copy.list[0]).not.toBe(original.list[0]);
    expect(copy.when).not.toBe(original.when);
    expect(copy.nested.deep).not.toBe(original.nested.deep);
    expect(Object.keys(copy)).toContain("gone");
  });
});

describe("the in-memory run store's copies", () => {
  it("keeps its own copy of a recorded turn and hands out copies on load", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const modelCalls = [{ id: "m1", name: "test__echo", arguments: { text: "kept" } }];
    const offer = [{ name: "test__echo", description: "Echo.", parameters: { type: "object", properties: { text: { type: "string" } } } }];
    const call = { index: 0, modelCallId: "m1", name: "test__echo", tool: "test.echo", arguments: { text: "kept" }, outcome: "pending" as const, code: null, result: null, ref: null, rawArguments: null, repairs: [], metadata: { tool_name: "test.echo", duration_ms: 0, output_filter: "standard", truncated: false, original_bytes: 0, stored_bytes: 0, error: null, attempts: 0 } };
    await store.recordTurn({ id: "run_1", lease: 0 }, { turn: { index: 0, modelText: "", modelCalls, offer }, calls: [call], ending: null, secretValues: [] });
    modelCalls[0].arguments.text = "changed";
    call.arguments.text = "changed";
    offer[0].parameters.properties.text.type = "integer";
    const loaded = await store.load("run_1");
    expect(loaded?.turns[0].modelCalls[0].arguments).toEqual({ text: "kept" });
    expect(loaded?.turns[0].calls[0].arguments).toEqual({ text: "kept" });
    expect(store.extras.get("run_1")?.offers.get(loaded!.turns[0].id)).toEqual([{ ...offer[0], parameters: { type: "object", properties: { text: { type: "string" } } } }]);
    const handedOut = loaded!.turns[0].calls[0].arguments as { text: string };
    handedOut.text = "changed by a reader";
    expect((await store.load("run_1"))?.turns[0].calls[0].arguments).toEqual({ text: "kept" });
  });
});
