import type { ModelUsage } from "@/lib/contracts/run-schemas";

// Issue 12, item 8: a model turn's tokens as people read them. Tollgate keeps no price table, so no cost
// is ever shown: tokens are as the provider reported them, and a count it left out is said to be missing.

const counts = new Intl.NumberFormat("en");

export function formatTokens(usage: ModelUsage | null): string | null {
  if (usage === null) return null;
  const { inputTokens, outputTokens } = usage;
  if (inputTokens !== null && outputTokens !== null) return `${counts.format(inputTokens)} in · ${counts.format(outputTokens)} out tokens`;
  if (inputTokens !== null) return `${counts.format(inputTokens)} input tokens · output not reported`;
  if (outputTokens !== null) return `${counts.format(outputTokens)} output tokens · input not reported`;
  return null;
}

export const TOKENS_ONLY_NOTE = "Tokens as the provider reported them. A cost is shown where MODEL_PRICES gives the model's price.";
