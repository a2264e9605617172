// A provider or network failure as one clear sentence for the run's failure; the loop records it.

import { APICallError, RetryError } from "ai";

function innermost(error: unknown): unknown {
  // After its retries the SDK wraps the last failure; that one says what went wrong.
  return RetryError.isInstance(error) ? error.lastError : error;
}

function firstLine(text: string, limit = 300): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}

export function describeModelError(label: string, error: unknown): string {
  const cause = innermost(error);
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode === undefined ? "no HTTP status" : `HTTP ${cause.statusCode}`;
    return `The model ${label} failed (${status}): ${firstLine(cause.message)}`;
  }
  if (cause instanceof Error) return `The model ${label} failed: ${firstLine(cause.message || cause.name)}`;
  return `The model ${label} failed: ${firstLine(String(cause))}`;
}
