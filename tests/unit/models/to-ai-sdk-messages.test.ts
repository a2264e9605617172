import { asSchema } from "ai";
import { describe, expect, it } from "vitest";
import { toAiSdkMessages } from "@/lib/models/to-ai-sdk-messages";
import { toAiSdkTools } from "@/lib/models/to-ai-sdk-tools";

describe("our messages as AI SDK messages", () => {
  it("keeps system and user text, and pairs each call with its result by id and name", () => {
    const converted = toAiSdkMessages([
      { role: "system", content: "guidance" },
      { role: "user", content: "Read the file." },
      {
        role: "assistant",
        content: "Reading both.",
        calls: [
          { id: "c1", name: "workspace__read_file", arguments: { path: "a.md" } },
          { id: "c2", name: "workspace__read_file", arguments: '{"path": "b.md"' },
        ],
      },
      { role: "tool", callId: "c1", name: "workspace__read_file", content: "# A" },
      { role: "tool", callId: "c2", name: "workspace__read_file", content: "ERROR: not JSON" },
      { role: "assistant", content: "Done.", calls: [] },
    ]);
    expect(converted).toEqual([
      { role: "system", content: "guidance" },
      { role: "user", content: "Read the file." },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Reading both." },
          { type: "tool-call", toolCallId: "c1", toolName: "workspace__read_file", input: { path: "a.md" } },
          { type: "tool-call", toolCallId: "c2", toolName: "workspace__read_file", input: '{"path": "b.md"' },
        ],
      },
      {
        role: "tool",
        content: [{ type: "tool-result", toolCallId: "c1", toolName: "workspace__read_file", output: { type: "text", value: "# A" } }],
      },
      {
        role: "tool",
        content: [
          { type: "tool-result", toolCallId: "c2", toolName: "workspace__read_file", output: { type: "text", value: "ERROR: not JSON" } },
        ],
      },
      { role: "assistant", content: "Done." },
    ]);
  });

  it("leaves out an empty text part beside calls", () => {
    const [assistant] = toAiSdkMessages([{ role: "assistant", content: "", calls: [{ id: "c", name: "t", arguments: {} }] }]);
    expect(assistant).toEqual({ role: "assistant", content: [{ type: "tool-call", toolCallId: "c", toolName: "t", input: {} }] });
  });
});

describe("the offer as AI SDK tools", () => {
  it("keeps each name, description and schema, with no execute", async () => {
    const parameters = { type: "object", properties: { key: { type: "string" } }, required: ["key"] };
    const tools = toAiSdkTools([{ name: "os__get_context", description: "Read the context.", parameters }]);
    expect(Object.keys(tools)).toEqual(["os__get_context"]);
    const converted = tools.os__get_context;
    expect(converted.description).toBe("Read the context.");
    expect("execute" in converted && converted.execute !== undefined).toBe(false);
    expect(await asSchema(converted.inputSchema).jsonSchema).toEqual(parameters);
  });
});
