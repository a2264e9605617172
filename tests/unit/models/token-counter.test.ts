import { describe, expect, it } from "vitest";
import { encodingOf, tokenCounterForModel } from "@/lib/models/token-counter";
import { estimateTokenCounter } from "@/lib/runtime/compaction/estimate-tokens";
import type { ModelMessage } from "@/lib/runtime/ports";

// Issue 22: OpenAI-style models are counted with their own encoding; every other model with the core's
// conservative estimate (one token per three characters), which never counts fewer than the tokenizer.

const messages: ModelMessage[] = [
  { role: "system", content: "You are an agent working through the tools this run offers." },
  { role: "user", content: "Summarise the quarterly ledger: invoices 1000–1299, settled by Ada Lovelace on 2026-03-14." },
  { role: "assistant", content: "", calls: [{ id: "c1", name: "os__get_context", arguments: { key: "ledger" } }] },
  { role: "tool", callId: "c1", name: "os__get_context", content: "row 0: invoice 1000 paid\nrow 1: invoice 1001 paid" },
];

describe("the token counter of a model", () => {
  it("picks the encoding of an OpenAI-style model, and none for the others", () => {
    expect(encodingOf({ provider: "openai", model: "gpt-4o-mini" })).toBe("o200k_base");
    expect(encodingOf({ provider: "openai", model: "gpt-5" })).toBe("o200k_base");
    expect(encodingOf({ provider: "openai", model: "gpt-4-turbo" })).toBe("cl100k_base");
    expect(encodingOf({ provider: "openai", model: "gpt-3.5-turbo" })).toBe("cl100k_base");
    expect(encodingOf({ provider: "openai-compatible", model: "gpt-4.1" })).toBe("o200k_base");
    expect(encodingOf({ provider: "openai-compatible", model: "llama-3.1-70b" })).toBeNull();
    expect(encodingOf({ provider: "anthropic", model: "claude-sonnet-4" })).toBeNull();
    expect(encodingOf({ provider: "scripted", script: [] })).toBeNull();
    expect(tokenCounterForModel({ provider: "scripted", script: [] })).toBe(estimateTokenCounter);
  });

  it("counts with the tokenizer, and the estimate never counts less", () => {
    const counter = tokenCounterForModel({ provider: "openai", model: "gpt-4o" });
    expect(counter.method).toBe("tokenizer");
    const counted = counter.countMessages(messages);
    const estimated = estimateTokenCounter.countMessages(messages);
    expect(counted).toBeGreaterThan(40);
    expect(estimated).toBeGreaterThanOrEqual(counted);
    const tools = [{ name: "os__get_context", description: "Reads a context value.", parameters: { type: "object", properties: { key: { type: "string" } } } }];
    expect(counter.countTools(tools)).toBeGreaterThan(10);
    expect(counter.countTools([])).toBe(0);
  });
});
