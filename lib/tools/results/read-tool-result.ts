// read_tool_result: a window of a stored result of this conversation, from this turn or an earlier one
// (seed "tool rules", Reading stored results). The text read is the stored stamped string without its
// trailer: exactly what the tool returned after filtering, redaction and the byte cap.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { conversationResults } from "./conversation-results";
import { textWindow } from "./text-window";

export const resultAbsentText =
  "the stored result holds nothing readable: the tool returned no text. It is reported as absent, not as an empty success.";

export async function readToolResult(
  { ref, offset, limit }: { ref: string; offset: number; limit: number },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const [result] = await conversationResults(services.db, context, [ref]);
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
}
