// Named limits with their defaults (CONTRACT.md, Conventions). Read from the environment at the edge
// (lib/server/runtime-config.ts) and passed in, so the core stays pure.

export type RuntimeLimits = {
  /** Seed "tools in a run", Reference: the byte cap on one tool result, after redaction. */
  toolResultMaxBytes: number;
  /** Seed "tools in a run": the wrap-up line appears when remaining calls are at most this. */
  lowBudgetThreshold: number;
  /** Seed "tool rules", Retries: attempts in all for a retryable failure, and the first wait (each doubles the last). */
  retryMaxAttempts: number;
  retryBaseDelayMs: number;
  /** Seed "tool rules", Previews: a large result reaches the model as a preview within this many encoded characters. */
  previewBudget: number;
  /** Seed "tool rules", Results in later turns: turns replayed as excerpts, and the longest excerpt. */
  replayWindowTurns: number;
  replayExcerptCharacters: number;
  /** How long one handler may run before it is abandoned as a tool error. */
  handlerTimeoutMs: number;
  /**
   * Issue 22 (CONTRACT.md, Long runs): a model's context in tokens when its spec names no `contextTokens`;
   * a prompt that would pass it is compacted first. 0 turns compaction off.
   */
  modelContextMaxTokens: number;
};

export const defaultRuntimeLimits: RuntimeLimits = {
  toolResultMaxBytes: 65536,
  lowBudgetThreshold: 8,
  retryMaxAttempts: 3,
  retryBaseDelayMs: 250,
  handlerTimeoutMs: 60_000,
  previewBudget: 6000,
  replayWindowTurns: 2,
  replayExcerptCharacters: 1500,
  modelContextMaxTokens: 100_000,
};
