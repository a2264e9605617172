import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelClient } from "@/lib/models/create-model-client";
import { readSettings } from "@/lib/settings/read-settings";
import type { ModelMessage, OfferedTool } from "@/lib/runtime/ports";
import { startLoopbackChatCompletions, type LoopbackChatCompletions } from "../../support/loopback-chat-completions";

// A real exchange through the OpenAI-compatible provider of the AI SDK against a loopback server.

const getContext: OfferedTool = {
  name: "os__get_context",
  description: "Read the task's context.",
  parameters: { type: "object", properties: { key: { type: "string", description: "The value's name." } }, required: [] },
};
const secrets: Record<string, string> = { "loopback-key": "sk-loopback-123" };
const resolveSecret = async (name: string) => secrets[name] ?? null;

let loopback: LoopbackChatCompletions;
beforeAll(async () => {
  loopback = await startLoopbackChatCompletions();
});
afterAll(async () => {
  await loopback.close();
});

function client(apiKeySecret?: string) {
  return createModelClient(
    { provider: "openai-compatible", baseUrl: loopback.baseUrl, model: "loopback-1", ...(apiKeySecret ? { apiKeySecret } : {}) },
    // The egress policy refuses loopback: exactly the fake's host:port is allowed (CONTRACT.md, Outbound requests).
    { resolveSecret, settings: readSettings({ TOLLGATE_EGRESS_ALLOW: new URL(loopback.baseUrl).host }) },
  );
}

describe("openai-compatible through createModelClient", () => {
  it("asks for a tool, then reads the tool result it was sent back", async () => {
    loopback.requests.length = 0;
    loopback.reply(
      { toolCalls: [{ id: "call_abc", name: "os__get_context", arguments: '{"key":"customer"}' }] },
      { text: "The customer is Ada." },
    );
    const model = client("loopback-key");
    const opening: ModelMessage[] = [
      { role: "system", content: "You are a test agent." },
      { role: "user", content: "Who is the customer?" },
    ];
    const first = await model.generate({ turnIndex: 0, messages: opening, tools: [getContext] });
    // Issue 12, item 8: the tokens the provider's `usage` reported (the loopback answers 1 and 1).
    expect(first).toEqual({ text: "", calls: [{ id: "call_abc", name: "os__get_context", arguments: { key: "customer" } }], usage: { inputTokens: 1, outputTokens: 1 } });

    const second = await model.generate({
      turnIndex: 1,
      tools: [getContext],
      messages: [
        ...opening,
        { role: "assistant", content: "", calls: first.calls },
        { role: "tool", callId: "call_abc", name: "os__get_context", content: "Ada Lovelace\nremaining_tool_calls: 9" },
      ],
    });
    expect(second).toEqual({ text: "The customer is Ada.", calls: [], usage: { inputTokens: 1, outputTokens: 1 } });

    expect(loopback.requests).toHaveLength(2);
    const [firstRequest, secondRequest] = loopback.requests;
    expect(firstRequest.authorization).toBe("Bearer sk-loopback-123");
    expect(firstRequest.body.model).toBe("loopback-1");
    expect(firstRequest.body.messages).toEqual([
      { role: "system", content: "You are a test agent." },
      { role: "user", content: "Who is the customer?" },
    ]);
    expect(firstRequest.body.tools).toEqual([
      { type: "function", function: { name: "os__get_context", description: "Read the task's context.", parameters: getContext.parameters } },
    ]);
    const messages = secondRequest.body.messages as Record<string, unknown>[];
    expect(messages[2]).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "call_abc", type: "function", function: { name: "os__get_context", arguments: '{"key":"customer"}' } }],
    });
    expect(messages[3]).toEqual({ role: "tool", tool_call_id: "call_abc", content: "Ada Lovelace\nremaining_tool_calls: 9" });
  });

  it("returns a call with invalid JSON arguments as the raw text, and a call of a tool not offered", async () => {
    loopback.reply({
      toolCalls: [
        { id: "call_bad", name: "os__get_context", arguments: '{"key": "customer",' },
        { id: "call_other", name: "os__not_offered", arguments: '{"x":1}' },
      ],
    });
    const answer = await client().generate({ turnIndex: 0, messages: [{ role: "user", content: "Go." }], tools: [getContext] });
    expect(answer.calls).toEqual([
      { id: "call_bad", name: "os__get_context", arguments: '{"key": "customer",' },
      { id: "call_other", name: "os__not_offered", arguments: { x: 1 } },
    ]);
    expect(loopback.requests.at(-1)?.authorization).toBeNull();
  });

  it("sends a raw-text call back as it came, beside its answer", async () => {
    loopback.reply({ text: "Sorry." });
    await client().generate({
      turnIndex: 1,
      tools: [getContext],
      messages: [
        { role: "user", content: "Go." },
        { role: "assistant", content: "Trying.", calls: [{ id: "call_bad", name: "os__get_context", arguments: '{"key": "customer",' }] },
        { role: "tool", callId: "call_bad", name: "os__get_context", content: "ERROR: the arguments are not JSON" },
      ],
    });
    const messages = loopback.requests.at(-1)?.body.messages as Record<string, unknown>[];
    expect(messages[1]).toMatchObject({ role: "assistant", content: "Trying." });
    const toolCalls = messages[1].tool_calls as { function: { arguments: string } }[];
    // Not JSON, so the provider sends it as a JSON string of the raw text; the text itself is kept whole.
    expect(JSON.parse(toolCalls[0].function.arguments)).toBe('{"key": "customer",');
  });

  it("turns a provider error into an Error that names the model and the status", async () => {
    loopback.reply({ status: 401, body: { error: { message: "Invalid API key", type: "invalid_request_error" } } });
    await expect(client().generate({ turnIndex: 0, messages: [{ role: "user", content: "Hi" }], tools: [] })).rejects.toThrow(
      /openai-compatible:loopback-1 failed \(HTTP 401 Unauthorized\): Invalid API key/,
    );
  });

  it("fails a request whose key secret does not exist", async () => {
    await expect(client("missing-key").generate({ turnIndex: 0, messages: [{ role: "user", content: "Hi" }], tools: [] })).rejects.toThrow(
      "secret missing-key not found",
    );
  });
});
