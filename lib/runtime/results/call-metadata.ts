// Seed "tools in a run": the metadata every call record carries, as the result pipeline fills it in.

export type CallMetadata = {
  tool_name: string;
  duration_ms: number;
  output_filter: string | null;
  truncated: boolean;
  original_bytes: number;
  stored_bytes: number;
  error: string | null;
  attempts: number;
  exit_code?: number | null;
};
