import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { appErrorResponse } from "@/lib/server/http/json-response";

/** "Too many sign-in attempts. Try again in 15 minutes.": whole minutes, rounded up, for people. */
export function signInThrottledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Issue 8, item 11: 429 `rate_limited` in the contract's error shape, with Retry-After in seconds. */
export function signInThrottledResponse(retryAfterSeconds: number): Response {
  const error = new AppError("rate_limited", signInThrottledMessage(retryAfterSeconds), { retryAfterSeconds });
  const response = appErrorResponse(error);
  response.headers.set("retry-after", String(retryAfterSeconds));
  return response;
}
