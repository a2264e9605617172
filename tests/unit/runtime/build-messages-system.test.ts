import { describe, expect, it } from "vitest";
import { ModelSpecSchema } from "@/lib/contracts/model-spec";
import { buildMessages, runtimeGuidance } from "@/lib/runtime/loop/build-messages";
import { systemPromptOf } from "@/lib/runtime/loop/system-prompt";
import { runSnapshot } from "@/tests/support/core-fixtures";

// Issue 12, item 9: a run's own system prompt (model.system) reaches the model after the runtime's guidance.

describe("a run's system prompt", () => {
  it("comes right after the guidance and before the input", () => {
    const messages = buildMessages(runSnapshot({ input: "Summarise.", model: { provider: "scripted", script: [], system: "Answer in French." } }));
    expect(messages.slice(0, 3)).toEqual([
      { role: "system", content: runtimeGuidance },
      { role: "system", content: "Answer in French." },
      { role: "user", content: "Summarise." },
    ]);
  });

  it("is left out when the spec has none, or an empty one", () => {
    for (const model of [{ provider: "scripted", script: [] }, { provider: "scripted", script: [], system: "  " }, null, "scripted"]) {
      const messages = buildMessages(runSnapshot({ input: "Hi.", model }));
      expect(messages.filter((message) => message.role === "system")).toEqual([{ role: "system", content: runtimeGuidance }]);
    }
    expect(systemPromptOf({ system: 42 })).toBeNull();
  });

  it("is optional on every provider, and bounded", () => {
    for (const spec of [
      { provider: "scripted", script: [] },
      { provider: "openai-compatible", baseUrl: "https://models.example.org/v1", model: "m" },
      { provider: "openai", model: "gpt" },
      { provider: "anthropic", model: "claude" },
    ]) {
      expect(ModelSpecSchema.parse(spec)).not.toHaveProperty("system");
      expect(ModelSpecSchema.parse({ ...spec, system: "Be brief." })).toMatchObject({ system: "Be brief." });
      expect(ModelSpecSchema.safeParse({ ...spec, system: "x".repeat(20_001) }).success).toBe(false);
    }
  });
});
