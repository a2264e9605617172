// The calls of an AI SDK result as ModelCalls, exactly as the model sent them. An invalid call (arguments
// that are not JSON, a tool that was not offered) is kept, not thrown: the runtime answers it itself.

import type { ToolSet, TypedToolCall } from "ai";
import type { ModelCall } from "@/lib/runtime/ports";

export function fromAiSdkToolCalls(toolCalls: readonly TypedToolCall<ToolSet>[]): ModelCall[] {
  // For an unparsable call the SDK keeps `input` as the raw text (the AI SDK's generate-text/parse-tool-call.ts), which is what we want.
  return toolCalls.map((call) => ({ id: call.toolCallId, name: call.toolName, arguments: call.input }));
}
