// Why a web address could not be read, in the words the seed asks for (seed "tool rules", Partial
// failure, absence and outage): an ABSENCE (404/410: the page is not there — asking again will not help)
// is told apart from an address that COULD NOT BE READ (a timeout, a 5xx, a reset connection, a refused
// address). Only an outage is worth repeating (`retryable`); a refused address is the tool error
// `address_not_allowed` (CONTRACT.md, Outbound requests), never retried.

import { describeHttpStatus } from "@/lib/egress/describe-http-status";
import { findEgressError } from "@/lib/egress/egress-error";

export type WebFailureCode =
  /** Not an absolute http(s) URL, or one carrying a user name or password. */
  | "invalid_url"
  /** 404 or 410: absent. */
  | "page_not_found"
  /** The egress policy refused the address, or a redirect's. */
  | "address_not_allowed"
  | "too_many_redirects"
  /** An outage: no answer in time, a 5xx, a connection reset or refused. */
  | "fetch_failed"
  /** Another 4xx: the site answered, and refused (401, 403, 429…). */
  | "http_error"
  /** The answer is not text a model can read (an image, an archive). */
  | "content_not_readable"
  /** web.sitemap: the address answers, but not with a sitemap. */
  | "sitemap_not_found";

export type WebFailure = {
  url: string;
  kind: "absent" | "unreadable";
  code: WebFailureCode;
  reason: string;
  retryable: boolean;
};

const ABSENT_STATUSES = new Set([404, 410]);

/** A response status that is a failure, or null for a status whose body is the answer (2xx, 3xx). */
export function failureOfStatus(url: string, status: number): WebFailure | null {
  const described = describeHttpStatus(status);
  if (ABSENT_STATUSES.has(status)) return { url, kind: "absent", code: "page_not_found", reason: `${described}: the page is not there`, retryable: false };
  if (status >= 500) return { url, kind: "unreadable", code: "fetch_failed", reason: `${described}: the site failed to answer`, retryable: true };
  if (status >= 400) return { url, kind: "unreadable", code: "http_error", reason: `${described}: the site refused the request`, retryable: false };
  return null;
}

// Node's system error codes of a connection that failed on the way, not by the site's choice.
const CONNECTION_CODES: Readonly<Record<string, string>> = {
  ECONNRESET: "the connection was reset",
  ECONNREFUSED: "the connection was refused",
  EPIPE: "the connection was broken",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  EAI_AGAIN: "the host name could not be resolved just now",
  UND_ERR_SOCKET: "the connection failed",
  UND_ERR_CONNECT_TIMEOUT: "connecting timed out",
  UND_ERR_HEADERS_TIMEOUT: "the site did not send its headers in time",
  UND_ERR_BODY_TIMEOUT: "the site stopped sending the page",
};

function connectionCode(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code in CONNECTION_CODES) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A thrown request (no response, or a body that broke off) as a failure; `stopped` when the call's own signal ended it. */
export function failureOfError(url: string, error: unknown, stopped: boolean): WebFailure {
  const refusal = findEgressError(error);
  if (refusal?.code === "address_not_allowed") return { url, kind: "unreadable", code: "address_not_allowed", reason: refusal.message, retryable: false };
  // Issue 23, item 7: a name with no address is not the policy's refusal; a misspelt host is not retried.
  if (refusal?.code === "host_not_found") return { url, kind: "unreadable", code: "fetch_failed", reason: refusal.message, retryable: false };
  if (refusal?.code === "too_many_redirects") return { url, kind: "unreadable", code: "too_many_redirects", reason: refusal.message, retryable: false };
  if (refusal?.code === "timed_out") return { url, kind: "unreadable", code: "fetch_failed", reason: refusal.message, retryable: true };
  // The call's own time ran out: the runtime reports that itself, and a repeat would run out again.
  if (stopped) return { url, kind: "unreadable", code: "fetch_failed", reason: "the call was stopped before the site answered", retryable: false };
  const code = connectionCode(error);
  const reason = code === null ? "the site could not be reached" : CONNECTION_CODES[code];
  return { url, kind: "unreadable", code: "fetch_failed", reason, retryable: true };
}

/** One line for a failure, as the model reads it. */
export function failureLine(failure: WebFailure): string {
  const how = failure.kind === "absent" ? "absent" : "could not be read";
  return `${failure.url}: ${how} (${failure.code}) — ${failure.reason}`;
}
