// A provider or network failure as one clear sentence for the run's failure; the loop records it.
// Issue 8: `run.failure` never carries what the target answered unless it answered as a model provider
// does. An HTTP status is told in a fixed shape (`HTTP 404 Not Found`, the standard name, not the reason
// phrase the server sent); a body is quoted only as a provider's own error message; a 200 that is not a
// model response is said to be one, without its text.

import { APICallError, InvalidResponseDataError, JSONParseError, RetryError, TypeValidationError } from "ai";
import { describeHttpStatus } from "@/lib/egress/describe-http-status";
import { findEgressError } from "@/lib/egress/egress-error";

const PROVIDER_MESSAGE_LIMIT = 200;

function innermost(error: unknown): unknown {
  // After its retries the SDK wraps the last failure; that one says what went wrong.
  return RetryError.isInstance(error) ? error.lastError : error;
}

function firstLine(text: string, limit = 300): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** `error.message` of a provider's JSON error body (OpenAI, OpenAI-compatible and Anthropic share it), else null. */
function providerErrorMessage(responseBody: string | undefined): string | null {
  if (responseBody === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(responseBody);
    if (typeof parsed !== "object" || parsed === null || !("error" in parsed)) return null;
    const { error } = parsed;
    if (typeof error !== "object" || error === null || !("message" in error) || typeof error.message !== "string") return null;
    return firstLine(error.message, PROVIDER_MESSAGE_LIMIT);
  } catch {
    return null;
  }
}

function describeApiCallError(label: string, error: APICallError): string {
  // No status: the request never got an answer, and the message is Node's own ("connect ECONNREFUSED ...").
  if (error.statusCode === undefined) return `The model ${label} failed (no HTTP status): ${firstLine(error.message)}`;
  const status = describeHttpStatus(error.statusCode);
  if (error.statusCode >= 200 && error.statusCode < 300) return `The model ${label} failed (${status}): the answer is not a model response.`;
  const message = providerErrorMessage(error.responseBody);
  return message === null ? `The model ${label} failed (${status}).` : `The model ${label} failed (${status}): ${message}`;
}

export function describeModelError(label: string, error: unknown, timeoutMs?: number): string {
  const cause = innermost(error);
  const refusal = findEgressError(cause);
  if (refusal !== null) return `The model ${label} failed: ${refusal.message}`;
  if (isTimeout(cause)) return `The model ${label} did not answer within ${timeoutMs === undefined ? "its time limit" : `${timeoutMs} ms`}.`;
  if (APICallError.isInstance(cause)) return describeApiCallError(label, cause);
  // These carry the text they could not use; it is not passed on.
  if (JSONParseError.isInstance(cause) || TypeValidationError.isInstance(cause) || InvalidResponseDataError.isInstance(cause)) {
    return `The model ${label} failed: the answer is not a model response.`;
  }
  if (cause instanceof Error) return `The model ${label} failed: ${firstLine(cause.message || cause.name)}`;
  return `The model ${label} failed: ${firstLine(String(cause))}`;
}
