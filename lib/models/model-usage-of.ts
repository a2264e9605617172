// Issue 12, item 8: the tokens a provider reported for one request, as the AI SDK hands them over. A count
// the provider left out (or sent as something other than a whole number) stays null, never a guessed 0.

import type { ModelUsage } from "@/lib/runtime/ports";

type SdkUsage = { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined;

function count(value: number | undefined): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

export function modelUsageOf(usage: SdkUsage): ModelUsage | undefined {
  const inputTokens = count(usage?.inputTokens);
  const outputTokens = count(usage?.outputTokens);
  return inputTokens === null && outputTokens === null ? undefined : { inputTokens, outputTokens };
}
