// The offer as AI SDK tools. None has `execute`: generateText returns the calls and stops, and the runtime
// owns the loop (STACK.md, AI SDK 7).

import { jsonSchema, tool, type JSONSchema7, type ToolSet } from "ai";
import type { OfferedTool } from "@/lib/runtime/ports";

export function toAiSdkTools(offered: readonly OfferedTool[]): ToolSet {
  const tools: ToolSet = {};
  for (const definition of offered) {
    tools[definition.name] = tool({
      description: definition.description,
      // No validator: the runtime validates against the schema it offered and answers refusals itself.
      // Our JsonSchema is an open record; the offer layer has already shaped it as JSON Schema draft 7.
      inputSchema: jsonSchema<unknown>(definition.parameters as JSONSchema7),
    });
  }
  return tools;
}
