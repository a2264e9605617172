// Seed "tool rules", Retries: how often and how long apart a tool that may repeat is tried again (whether
// it may is lifecycle/retry-safety.ts, which admission asks too).

export type RetryPolicy = { maxAttempts: number; baseDelayMs: number };

/** The wait before attempt `attempt + 1`: each wait doubles the last. */
export function delayBeforeNextAttempt(policy: RetryPolicy, attempt: number): number {
  return policy.baseDelayMs * 2 ** (attempt - 1);
}
