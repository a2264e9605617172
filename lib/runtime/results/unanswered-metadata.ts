import type { CallMetadata } from "./call-metadata";

/**
 * The metadata of a call no handler has answered: refused by admission, or started and not yet back.
 * Nothing ran, so only the text the model reads (if any) is counted.
 */
export function unansweredMetadata(tool: string, code: string | null, text: string | null, attempts = 0): CallMetadata {
  return {
    tool_name: tool,
    duration_ms: 0,
    output_filter: null,
    truncated: false,
    original_bytes: 0,
    stored_bytes: text ? Buffer.byteLength(text, "utf8") : 0,
    error: code,
    attempts,
  };
}
