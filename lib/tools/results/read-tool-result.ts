// read_tool_result: a window of a stored result of this conversation, from this turn or an earlier one
// (seed "tool rules", Reading stored results). The text read is the stored stamped string without its
// trailer: exactly what the tool returned after filtering, redaction and the byte cap.

import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { optionalInteger, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { conversationResults } from "./conversation-results";
import { textWindow } from "./text-window";

export const DEFAULT_READ_LIMIT = 6000;

export const resultAbsentText =
  "the stored result holds nothing readable: the tool returned no text. It is reported as absent, not as an empty success.";

export function readToolResult(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const ref = requiredString(input, "ref");
    const offset = optionalInteger(input, "offset") ?? 0;
    const limit = optionalInteger(input, "limit") ?? DEFAULT_READ_LIMIT;
    const [result] = await conversationResults(dependencies.db, context, [ref]);
    // Seed: a row with nothing readable is reported as absent, not as an empty success.
    if (result.text.trim() === "") throw new ToolError("result_absent", resultAbsentText);
    const window = textWindow(result.text, offset, limit);
    return jsonText({
      ref,
      offset: window.start,
      returnedCharacters: window.end - window.start,
      totalCharacters: result.text.length,
      nextOffset: window.end < result.text.length ? window.end : null,
      // A record the byte cap cut holds only what was kept; the rest was never stored.
      ...(result.truncated ? { recordTruncated: true } : {}),
      text: window.text,
    });
  };
}
