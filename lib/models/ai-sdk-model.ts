// A ModelClient over any AI SDK language model. One request is one model step: tools carry no `execute`,
// so generateText returns the calls and stops, and the runtime owns the loop (STACK.md, AI SDK 7).

import { generateText, isStepCount, type LanguageModel } from "ai";
import type { ModelClient, ModelRequest, ModelResponse } from "@/lib/runtime/ports";
import { describeModelError } from "./describe-model-error";
import { fromAiSdkToolCalls } from "./from-ai-sdk-tool-calls";
import { modelUsageOf } from "./model-usage-of";
import { toAiSdkMessages } from "./to-ai-sdk-messages";
import { toAiSdkTools } from "./to-ai-sdk-tools";

export type AiSdkModelOptions = {
  /** Names the model in error messages, e.g. `openai-compatible:llama-3`. */
  label: string;
  /** Retries of a failed request inside the SDK (rate limits, 5xx) before the run hears of it. */
  maxRetries?: number;
  /** MODEL_REQUEST_TIMEOUT_MS: one request, its retries included, is abandoned after this long. */
  timeoutMs?: number;
};

export function createAiSdkModel(model: LanguageModel, options: AiSdkModelOptions): ModelClient {
  return {
    async generate(request: ModelRequest): Promise<ModelResponse> {
      try {
        const result = await generateText({
          model,
          messages: toAiSdkMessages(request.messages),
          // The runtime's guidance is a system message in order, as the model reads it (build-messages.ts).
          allowSystemInMessages: true,
          ...(request.tools.length === 0 ? {} : { tools: toAiSdkTools(request.tools) }),
          stopWhen: isStepCount(1),
          maxRetries: options.maxRetries ?? 2,
          // A provider that never answers must not hold the worker's slot (CONTRACT.md, Outbound requests).
          ...(options.timeoutMs === undefined ? {} : { abortSignal: AbortSignal.timeout(options.timeoutMs) }),
        });
        const usage = modelUsageOf(result.usage);
        return { text: result.text, calls: fromAiSdkToolCalls(result.toolCalls), ...(usage ? { usage } : {}) };
      } catch (error) {
        throw new Error(describeModelError(options.label, error, options.timeoutMs), { cause: error });
      }
    },
  };
}
