// Issue 22: the core's own token count for models whose encoding it does not know (the scripted model,
// Anthropic, an OpenAI-compatible server): a conservative estimate of one token per three characters — real
// tokenizers average nearer four for English and code — plus a few tokens of framing per message.

import type { ModelMessage, OfferedTool, TokenCounter } from "../ports";

export const CHARACTERS_PER_TOKEN = 3;
/** Role markers and separators a provider adds around each message. */
export const MESSAGE_OVERHEAD_TOKENS = 4;

export function estimateTextTokens(text: string): number {
  return Math.ceil(text.length / CHARACTERS_PER_TOKEN);
}

/** The text of a message a tokenizer reads: its content, and for an assistant turn its calls as JSON. */
export function messageText(message: ModelMessage): string {
  if (message.role === "assistant" && message.calls.length > 0) return `${message.content}\n${JSON.stringify(message.calls)}`;
  if (message.role === "tool") return `${message.name}\n${message.content}`;
  return message.content;
}

export const estimateTokenCounter: TokenCounter = {
  method: "estimate",
  countMessages: (messages) => messages.reduce((sum, message) => sum + MESSAGE_OVERHEAD_TOKENS + estimateTextTokens(messageText(message)), 0),
  countTools: (tools: readonly OfferedTool[]) => (tools.length === 0 ? 0 : estimateTextTokens(JSON.stringify(tools))),
};
