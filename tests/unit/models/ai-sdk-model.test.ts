import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createAiSdkModel } from "@/lib/models/ai-sdk-model";
import type { OfferedTool } from "@/lib/runtime/ports";

const usage = {
  inputTokens: { total: 812, noCache: 812, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 31, text: 31, reasoning: 0 },
};
const offered: OfferedTool[] = [
  { name: "os__get_context", description: "Read the context.", parameters: { type: "object", properties: { key: { type: "string" } } } },
];

function modelAnswering(content: { type: "tool-call"; toolCallId: string; toolName: string; input: string }[], text = "") {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [...(text === "" ? [] : [{ type: "text" as const, text }]), ...content],
      finishReason: { unified: content.length === 0 ? ("stop" as const) : ("tool-calls" as const), raw: undefined },
      usage,
      warnings: [],
    }),
  });
}

describe("a ModelClient over an AI SDK model", () => {
  it("returns text and calls as the model sent them, valid, unparsable or not offered", async () => {
    const model = modelAnswering(
      [
        { type: "tool-call", toolCallId: "a", toolName: "os__get_context", input: '{"key":"k"}' },
        { type: "tool-call", toolCallId: "b", toolName: "os__get_context", input: "{key: k" },
        { type: "tool-call", toolCallId: "c", toolName: "os__nope", input: '{"x":1}' },
        { type: "tool-call", toolCallId: "d", toolName: "os__get_context", input: "" },
      ],
      "Looking.",
    );
    const answer = await createAiSdkModel(model, { label: "mock" }).generate({
      turnIndex: 0,
      messages: [{ role: "user", content: "go" }],
      tools: offered,
    });
    expect(answer).toEqual({
      text: "Looking.",
      calls: [
        { id: "a", name: "os__get_context", arguments: { key: "k" } },
        { id: "b", name: "os__get_context", arguments: "{key: k" },
        { id: "c", name: "os__nope", arguments: { x: 1 } },
        { id: "d", name: "os__get_context", arguments: {} },
      ],
      // Issue 12, item 8: the tokens the provider reported, for the turn.
      usage: { inputTokens: 812, outputTokens: 31 },
    });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("sends the system message in place and the offered tools as functions", async () => {
    const model = modelAnswering([], "ok");
    await createAiSdkModel(model, { label: "mock" }).generate({
      turnIndex: 0,
      messages: [
        { role: "system", content: "guidance" },
        { role: "user", content: "go" },
      ],
      tools: offered,
    });
    const [call] = model.doGenerateCalls;
    expect(call.prompt[0]).toMatchObject({ role: "system", content: "guidance" });
    expect(call.tools).toEqual([
      expect.objectContaining({ type: "function", name: "os__get_context", description: "Read the context.", inputSchema: offered[0].parameters }),
    ]);
  });

  it("offers no tools when the offer is empty", async () => {
    const model = modelAnswering([], "ok");
    await createAiSdkModel(model, { label: "mock" }).generate({ turnIndex: 0, messages: [{ role: "user", content: "go" }], tools: [] });
    expect(model.doGenerateCalls[0].tools ?? []).toEqual([]);
  });

  it("throws one clear Error naming the model when the provider fails", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:9");
      },
    });
    await expect(
      createAiSdkModel(model, { label: "openai-compatible:m", maxRetries: 0 }).generate({
        turnIndex: 0,
        messages: [{ role: "user", content: "go" }],
        tools: [],
      }),
    ).rejects.toThrow("The model openai-compatible:m failed: connect ECONNREFUSED 127.0.0.1:9");
  });

  it("abandons a request the provider never answers after its time limit (MODEL_REQUEST_TIMEOUT_MS)", async () => {
    const model = new MockLanguageModelV4({
      // A provider that holds the request open until it is aborted.
      doGenerate: ({ abortSignal }) =>
        new Promise((_resolve, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason), { once: true })),
    });
    const started = Date.now();
    await expect(
      createAiSdkModel(model, { label: "openai-compatible:m", timeoutMs: 100 }).generate({ turnIndex: 0, messages: [{ role: "user", content: "go" }], tools: [] }),
    ).rejects.toThrow("The model openai-compatible:m did not answer within 100 ms.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
