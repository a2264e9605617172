// Issue 22 (CONTRACT.md, Long runs): how many tokens a run's model takes, and when a prompt is too large.
// The model's context is its spec's `contextTokens`, else MODEL_CONTEXT_MAX_TOKENS; part of it is kept for
// the answer, and a compaction aims well below the line so that the next one is many turns away.

/** The model's context in tokens: the spec's own `contextTokens`, else the setting (0: compaction off). */
export function contextTokensOf(model: unknown, fallback: number): number {
  if (typeof model === "object" && model !== null && !Array.isArray(model)) {
    const own = (model as Record<string, unknown>).contextTokens;
    if (typeof own === "number" && Number.isInteger(own) && own > 0) return own;
  }
  return fallback;
}

export type ContextBudget = {
  /** The model's whole context. */
  contextTokens: number;
  /** A prompt above this is compacted before it is sent (the rest is kept for the answer). */
  limit: number;
  /** What a compaction aims for: the prompt after it, at most this. */
  target: number;
};

/** The answer's share: a tenth of the context, at most 4096 tokens. */
export function answerReserve(contextTokens: number): number {
  return Math.min(4096, Math.floor(contextTokens / 10));
}

/** Null when compaction is off (a context of 0). */
export function contextBudget(contextTokens: number): ContextBudget | null {
  if (contextTokens <= 0) return null;
  const limit = contextTokens - answerReserve(contextTokens);
  return { contextTokens, limit, target: Math.floor(limit * 0.6) };
}

/**
 * The runtime's count corrected by what the provider reported for the last prompt it counted: the ratio of
 * the two, kept within 0.5–4 so one odd report cannot turn compaction off or on for good.
 */
export function correctionOf(turns: readonly { promptTokens?: number | null; inputTokens?: number | null }[]): number {
  for (let position = turns.length - 1; position >= 0; position -= 1) {
    const { promptTokens, inputTokens } = turns[position]!;
    if (promptTokens && inputTokens && promptTokens > 0 && inputTokens > 0) return Math.min(4, Math.max(0.5, inputTokens / promptTokens));
  }
  return 1;
}
