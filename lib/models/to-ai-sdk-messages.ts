// Our messages (lib/runtime/ports) as AI SDK messages: an assistant turn's calls become tool-call parts, and each
// answer a tool-result part carrying the same toolCallId and toolName, so a provider can pair them.

import type { ModelMessage as AiSdkModelMessage, ToolCallPart, TextPart } from "ai";
import type { ModelMessage } from "@/lib/runtime/ports";

function assistantMessage(message: Extract<ModelMessage, { role: "assistant" }>): AiSdkModelMessage {
  if (message.calls.length === 0) return { role: "assistant", content: message.content };
  const text: TextPart[] = message.content === "" ? [] : [{ type: "text", text: message.content }];
  const calls = message.calls.map(
    (call): ToolCallPart => ({
      type: "tool-call",
      toolCallId: call.id,
      toolName: call.name,
      // As the model sent them: raw text stays raw text (the provider serialises it back as it came).
      input: call.arguments,
    }),
  );
  return { role: "assistant", content: [...text, ...calls] };
}

function toolMessage(message: Extract<ModelMessage, { role: "tool" }>): AiSdkModelMessage {
  return {
    role: "tool",
    content: [
      {
        type: "tool-result",
        toolCallId: message.callId,
        toolName: message.name,
        output: { type: "text", value: message.content },
      },
    ],
  };
}

export function toAiSdkMessages(messages: readonly ModelMessage[]): AiSdkModelMessage[] {
  return messages.map((message): AiSdkModelMessage => {
    switch (message.role) {
      case "system":
        return { role: "system", content: message.content };
      case "user":
        return { role: "user", content: message.content };
      case "assistant":
        return assistantMessage(message);
      case "tool":
        return toolMessage(message);
    }
  });
}
