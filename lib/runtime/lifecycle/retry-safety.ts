// Seed "tool rules", Retries, and seed "built-in tools", Retry safety: what decides a retry is what the
// call does. `safe` and `idempotent` tools are retried; an `unsafe` one never is — a repeat would act again.
// In the base layer because admission (the write-ahead, an interrupted call) and execution both ask it.

import type { RetrySafety } from "../ports/tool-definition";

export function mayRetry(retry: RetrySafety): boolean {
  return retry === "safe" || retry === "idempotent";
}
