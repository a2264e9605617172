import { describe, expect, it } from "vitest";
import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import { escapeUnstorable, findUnstorable, storableArguments } from "@/lib/runtime/admission/storable-text";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { ModelCall } from "@/lib/runtime/ports";
import { createInMemoryRunStore } from "@/tests/support/in-memory-run-store";
import { agentSettings, createTestCatalog, createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "@/tests/support/core-fixtures";

// Issue 8, item 7: PostgreSQL text/jsonb hold neither U+0000 nor a lone surrogate. A call whose arguments
// hold one is refused like any bad argument, and what the loop stores of the model's turn is storable.

const catalog = createTestCatalog();
const handlers = createTestHandlers();

function admit(input: unknown) {
  const subject = { task: null, actingUserRoles: ["editor"], remainingToolCalls: 10, agent: agentSettings(), kind: "direct" as const, agentTools: [] };
  const offer = buildOffer({ ...subject, catalog, handlers });
  const call: ModelCall = { id: "call_1", name: "test__echo", arguments: input };
  return admitBatch([call], { offer, catalog, task: null, remainingToolCalls: 10, unknownNamesHandedBack: 0 }).decisions[0];
}

const prefix = "Refused: the arguments do not match the tool's schema.";

describe("admission refuses arguments the database cannot hold", () => {
  it.each([
    ["NUL written as an escape in raw text (the probe)", '{"text": "a\\u0000b"}', `"text" holds the NUL character (U+0000), which cannot be stored; send the text without it.`],
    ["a NUL character in raw text", '{"text": "a\u0000b"}', "The arguments hold the NUL character (U+0000), which cannot be stored; send them without it."],
    ["NUL in an object's value", { text: "a\u0000b" }, `"text" holds the NUL character (U+0000), which cannot be stored; send the text without it.`],
    ["NUL deep in a list", { text: "ok", extra: [{ a: "x" }, { b: "\u0000" }] }, `"extra[1].b" holds the NUL character (U+0000), which cannot be stored; send the text without it.`],
    ["NUL in a key", { "te\u0000xt": "a" }, 'The key "te\\u0000xt" holds the NUL character (U+0000), which cannot be stored; send the key without it.'],
    ["NUL in a nested key", { text: "a", extra: { "k\u0000": 1 } }, 'The key "k\\u0000" of "extra" holds the NUL character (U+0000), which cannot be stored; send the key without it.'],
    ["a lone high surrogate, escaped in raw text", '{"text": "\\ud800"}', `"text" holds a lone UTF-16 surrogate (U+D800), which cannot be stored; send the text without it.`],
    ["a lone low surrogate in an object", { text: "x\udc01" }, `"text" holds a lone UTF-16 surrogate (U+DC01), which cannot be stored; send the text without it.`],
    ["a lone surrogate character in raw text", '{"text": "\ud83d"}', "The arguments hold a lone UTF-16 surrogate (U+D83D), which cannot be stored; send them without it."],
  ])("%s", (_case, input, problem) => {
    const decision = admit(input);
    expect(decision).toMatchObject({ outcome: "handed_back", code: "arguments_refused", tool: "test.echo", text: `${prefix} ${problem}` });
    // What is kept of the refused call can itself be stored, and parses back to what the model sent.
    expect(findUnstorable(decision.outcome === "handed_back" ? decision.arguments : null)).toBeNull();
    expect(findUnstorable(decision.outcome === "handed_back" ? decision.text : null)).toBeNull();
  });

  it.each([
    ["a surrogate pair (an emoji)", { text: "ship it 🚀" }],
    ["the six characters \\u0000 as text", { text: "\\u0000" }],
    ["U+FFFD", { text: "\uFFFD" }],
  ])("lets through %s", (_case, input) => {
    expect(admit(input).outcome).toBe("pending");
  });
});

describe("storable forms", () => {
  it("escapes NUL and lone surrogates as visible text, and leaves a pair alone", () => {
    expect(escapeUnstorable("a\u0000b\ud800c\udfffd🚀")).toBe("a\\u0000b\\ud800c\\udfffd🚀");
  });

  it("keeps an object holding one as its JSON text, which parses back to the same object", () => {
    const sent = { text: "a\u0000b", "k\ud800": 1 };
    const stored = storableArguments(sent);
    expect(stored).toBe('{"text":"a\\u0000b","k\\ud800":1}');
    expect(JSON.parse(stored as string)).toEqual(sent);
    expect(storableArguments({ text: "fine" })).toEqual({ text: "fine" });
  });
});

describe("in a run", () => {
  it("hands the call back, stores a storable turn, and goes on to the model's next turn", async () => {
    const calls = [
      { id: "a", name: "test__echo", arguments: '{"text": "a\\u0000b"}' },
      { id: "b\u0000", name: "test__echo", arguments: { text: "c\u0000d" } },
    ];
    const store = createInMemoryRunStore([runSnapshot()]);
    const model = scriptedResponses([{ text: "first\u0000", calls }, { text: "done\ud800", calls: [] }]);
    const deps = loopDependencies(store, model, createTestHandlers());
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    const run = store.runs.get("run_1")!;
    expect(findUnstorable(run.turns)).toBeNull();
    expect(findUnstorable(store.extras.get("run_1"))).toBeNull();
    expect(run.turns[0].modelText).toBe("first\\u0000");
    expect(run.turns[0].modelCalls.map((call) => call.arguments)).toEqual(['{"text": "a\\u0000b"}', '{"text":"c\\u0000d"}']);
    for (const index of [0, 1]) {
      expect(store.call("run_1", 0, index)).toMatchObject({ outcome: "handed_back", code: "arguments_refused", attempts: 0 });
      expect(store.call("run_1", 0, index).result).toContain(`${prefix} "text" holds the NUL character (U+0000)`);
    }
    expect(store.extras.get("run_1")!.output).toBe("done\\ud800");
  });
});
