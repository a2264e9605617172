import "server-only";
import type { CallMetadata } from "@/lib/runtime/ports/run-store";

/** A call's metadata (seed "tools in a run") as the ToolCall row's columns. */
export function callMetadataColumns(metadata: CallMetadata) {
  return {
    toolName: metadata.tool_name,
    durationMs: metadata.duration_ms,
    outputFilter: metadata.output_filter,
    truncated: metadata.truncated,
    originalBytes: metadata.original_bytes,
    storedBytes: metadata.stored_bytes,
    error: metadata.error,
    attempts: metadata.attempts,
    exitCode: metadata.exit_code ?? null,
  };
}
