import { describe, expect, it } from "vitest";
import { ModelSpecSchema } from "@/lib/contracts/model-spec";

const accepted: unknown[] = [
  { provider: "scripted", script: [] },
  { provider: "scripted", script: [{ calls: [{ name: "os__get_context", arguments: { key: "a" } }] }, { text: "done" }] },
  { provider: "scripted", script: [{ calls: [{ name: "os__get_context", arguments: "{not json", id: "c1" }] }] },
  { provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1", model: "llama3" },
  { provider: "openai-compatible", baseUrl: "https://api.example.org/v1", model: "m", apiKeySecret: "example-key" },
  { provider: "openai", model: "gpt-4.1-mini" },
  { provider: "anthropic", model: "claude-sonnet-4-5", apiKeySecret: "anthropic" },
];

const refused: [string, unknown][] = [
  ["an unknown provider", { provider: "ollama", model: "x" }],
  ["a scripted spec without a script", { provider: "scripted" }],
  ["a script over 500 turns", { provider: "scripted", script: Array.from({ length: 501 }, () => ({ text: "x" })) }],
  ["a turn with neither calls nor text", { provider: "scripted", script: [{}] }],
  ["a call without a name", { provider: "scripted", script: [{ calls: [{ arguments: {} }] }] }],
  ["arguments that are a number", { provider: "scripted", script: [{ calls: [{ name: "x", arguments: 5 }] }] }],
  ["a base URL that is not a URL", { provider: "openai-compatible", baseUrl: "localhost", model: "m" }],
  ["a base URL that is not http(s)", { provider: "openai-compatible", baseUrl: "file:///etc/passwd", model: "m" }],
  ["a base URL carrying credentials", { provider: "openai-compatible", baseUrl: "http://user:pass@api.example.org/v1", model: "m" }],
  ["a base URL over 2000 characters", { provider: "openai-compatible", baseUrl: `https://api.example.org/${"a".repeat(2000)}`, model: "m" }],
  ["a provider spec without a model", { provider: "openai" }],
  ["an empty secret name", { provider: "anthropic", model: "m", apiKeySecret: "" }],
];

describe("ModelSpecSchema (CONTRACT.md, Runs)", () => {
  it.each(accepted)("accepts %j", (spec) => {
    expect(ModelSpecSchema.safeParse(spec).success).toBe(true);
  });

  it.each(refused)("refuses %s", (_name, spec) => {
    expect(ModelSpecSchema.safeParse(spec).success).toBe(false);
  });
});
