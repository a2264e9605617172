// Seed "tool rules", Retries, and seed "built-in tools", Retry safety: what decides a retry is what the
// call does. `safe` and `idempotent` tools are retried; an `unsafe` one never is — a repeat would act again.

import type { RetrySafety } from "../catalog/tool-definition";

export type RetryPolicy = { maxAttempts: number; baseDelayMs: number };

export function mayRetry(retry: RetrySafety): boolean {
  return retry === "safe" || retry === "idempotent";
}

/** The wait before attempt `attempt + 1`: each wait doubles the last. */
export function delayBeforeNextAttempt(policy: RetryPolicy, attempt: number): number {
  return policy.baseDelayMs * 2 ** (attempt - 1);
}
