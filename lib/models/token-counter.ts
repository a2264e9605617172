// Issue 22: a prompt's size in tokens for a run's model. OpenAI-style models are counted with their own
// encoding (gpt-tokenizer, pure JavaScript, encodings bundled): o200k_base for GPT-4o, GPT-4.1, GPT-5 and the
// o-series, cl100k_base for GPT-4 and GPT-3.5. Every other model (the scripted one, Anthropic, an unknown
// OpenAI-compatible server) gets the core's conservative estimate. The provider's reported usage corrects
// either (lib/runtime/compaction/context-budget.ts, correctionOf).

import type * as Encoder from "gpt-tokenizer/encoding/o200k_base";
import type { ModelMessage, OfferedTool, TokenCounter } from "@/lib/runtime/ports";
import { estimateTokenCounter, messageText, MESSAGE_OVERHEAD_TOKENS } from "@/lib/runtime/compaction/estimate-tokens";

type Encoding = "o200k_base" | "cl100k_base";

/** The encoding of an OpenAI-style model, or null when the model is not one this counts. */
export function encodingOf(model: unknown): Encoding | null {
  if (typeof model !== "object" || model === null) return null;
  const { provider, model: name } = model as { provider?: unknown; model?: unknown };
  if (typeof name !== "string") return null;
  const openAiName = /^(gpt-|o\d|chatgpt-)/i.test(name);
  if (provider !== "openai" && !(provider === "openai-compatible" && openAiName)) return null;
  return /^gpt-(3\.5|4)(?![o.])/i.test(name) && !/^gpt-4o/i.test(name) ? "cl100k_base" : "o200k_base";
}

/**
 * Loaded on first use: an encoding's tables take about a quarter of a second and tens of MB to load, which a
 * process whose runs never use an OpenAI model (the scripted one, Anthropic) should not pay.
 */
function loadEncoder(encoding: Encoding): typeof Encoder {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return encoding === "cl100k_base" ? (require("gpt-tokenizer/encoding/cl100k_base") as typeof Encoder) : (require("gpt-tokenizer/encoding/o200k_base") as typeof Encoder);
  /* eslint-enable @typescript-eslint/no-require-imports */
}

function tokenizerCounter(encoding: Encoding): TokenCounter {
  const { countTokens: count } = loadEncoder(encoding);
  return {
    method: "tokenizer",
    countMessages: (messages: readonly ModelMessage[]) => messages.reduce((sum, message) => sum + MESSAGE_OVERHEAD_TOKENS + count(messageText(message)), 0),
    countTools: (tools: readonly OfferedTool[]) => (tools.length === 0 ? 0 : count(JSON.stringify(tools))),
  };
}

const counters = new Map<Encoding, TokenCounter>();

export function tokenCounterForModel(model: unknown): TokenCounter {
  const encoding = encodingOf(model);
  if (encoding === null) return estimateTokenCounter;
  let counter = counters.get(encoding);
  if (!counter) {
    counter = tokenizerCounter(encoding);
    counters.set(encoding, counter);
  }
  return counter;
}
