import { describe, expect, it } from "vitest";
import { ScriptTurnSchema, type ScriptTurn } from "@/lib/contracts/model-spec";
import { createScriptedModel, playScriptTurn } from "@/lib/models/scripted-model";
import type { ModelResponse } from "@/lib/runtime/ports";

const script: ScriptTurn[] = [
  { calls: [{ name: "workspace__read_file", arguments: { path: "README.md" } }] },
  {
    calls: [
      { name: "os__set_context", arguments: '{"key": "a", "value": "1"', id: "given-id" },
      { name: "os__get_context", arguments: {} },
    ],
    text: "Two at once.",
  },
  { text: "final answer" },
];

// CONTRACT.md, The scripted model: each request consumes the turn its index names.
const cases: { turnIndex: number; expected: ModelResponse }[] = [
  {
    turnIndex: 0,
    expected: { text: "", calls: [{ id: "call_0_0", name: "workspace__read_file", arguments: { path: "README.md" } }] },
  },
  {
    turnIndex: 1,
    expected: {
      text: "Two at once.",
      calls: [
        { id: "given-id", name: "os__set_context", arguments: '{"key": "a", "value": "1"' },
        { id: "call_1_1", name: "os__get_context", arguments: {} },
      ],
    },
  },
  { turnIndex: 2, expected: { text: "final answer", calls: [] } },
  { turnIndex: 3, expected: { text: "", calls: [] } },
  { turnIndex: 499, expected: { text: "", calls: [] } },
];

describe("the scripted model", () => {
  it.each(cases)("plays turn $turnIndex", async ({ turnIndex, expected }) => {
    const model = createScriptedModel(script);
    expect(await model.generate({ turnIndex, messages: [], tools: [] })).toEqual(expected);
  });

  it("plays by the request's turn index, so a resumed run continues where it stopped", async () => {
    const model = createScriptedModel(script);
    const resumed = await model.generate({ turnIndex: 2, messages: [], tools: [] });
    const again = await model.generate({ turnIndex: 2, messages: [], tools: [] });
    expect(resumed.text).toBe("final answer");
    expect(again).toEqual(resumed);
  });

  it("passes string arguments through unparsed, byte for byte", () => {
    const raw = "{'path': 'a.txt',}";
    expect(playScriptTurn([{ calls: [{ name: "x", arguments: raw }] }], 0).calls[0].arguments).toBe(raw);
  });

  it("hands out copies, so a caller changing arguments never changes the script", () => {
    const local: ScriptTurn[] = [{ calls: [{ name: "x", arguments: { nested: { value: 1 } } }] }];
    const first = playScriptTurn(local, 0).calls[0].arguments as { nested: { value: number } };
    first.nested.value = 2;
    expect(playScriptTurn(local, 0).calls[0].arguments).toEqual({ nested: { value: 1 } });
  });

  it("plays turns parsed from the contract's JSON, with arguments defaulting to an empty object", () => {
    const turn = ScriptTurnSchema.parse({ calls: [{ name: "os__list_open_gates" }] });
    expect(playScriptTurn([turn], 0)).toEqual({ text: "", calls: [{ id: "call_0_0", name: "os__list_open_gates", arguments: {} }] });
  });
});
