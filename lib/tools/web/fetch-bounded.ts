// One request through the egress fetch (CONTRACT.md, Outbound requests: every address and every redirect
// checked, a connect and a total timeout), its body read up to a byte bound (issue 11: bound each page; the
// result pipeline caps the text later). What the site answered, or why it could not be read.

import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { failureOfError, type WebFailure } from "./web-failure";

export type Fetched = {
  kind: "answered";
  /** Where the redirects ended. */
  finalUrl: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** The body went on past the bound and was cut there. */
  truncated: boolean;
  /** It was cut because the shared byte budget ran out (not its own bound). */
  budgetCut?: boolean;
};

export type FetchOutcome = Fetched | { kind: "failed"; failure: WebFailure };

export type FetchRequest = { url: string; method?: string; headers?: Headers; body?: string; signal?: AbortSignal };

/**
 * Bytes several reads share (issue 16, item 6: web.sitemap's one budget for a whole call): each chunk read
 * is taken from `remaining`, whichever read it belongs to, and a read cut because it ran out sets `spent`.
 */
export type ByteBudget = { remaining: number; spent: boolean };

export function byteBudget(bytes: number): ByteBudget {
  return { remaining: bytes, spent: false };
}

/** The URL as a request may use it, or why not: absolute http(s), no user name or password in it. */
export function checkedUrl(text: string): { ok: true; url: URL } | { ok: false; failure: WebFailure } {
  const refuse = (code: "invalid_url" | "address_not_allowed", reason: string) => ({ ok: false as const, failure: { url: text, kind: "unreadable" as const, code, reason, retryable: false } });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("invalid_url", "it is not an absolute URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return refuse("address_not_allowed", `The address is not allowed: the scheme ${url.protocol} is not allowed (http and https only).`);
  if (url.username !== "" || url.password !== "") return refuse("invalid_url", "a URL may not carry a user name or password; send credentials in a header");
  return { ok: true, url };
}

async function readUpTo(body: ReadableStream<Uint8Array> | null, maxBytes: number, budget: ByteBudget | undefined): Promise<{ body: Uint8Array; truncated: boolean; budgetCut: boolean }> {
  if (body === null) return { body: new Uint8Array(0), truncated: false, budgetCut: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  let budgetCut = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const ownRoom = maxBytes - total;
      const room = budget === undefined ? ownRoom : Math.min(ownRoom, budget.remaining);
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        total += room;
        if (budget !== undefined) {
          budget.remaining -= room;
          if (room < ownRoom) {
            budget.spent = true;
            budgetCut = true;
          }
        }
        truncated = true;
        break;
      }
      chunks.push(value);
      total += value.byteLength;
      if (budget !== undefined) budget.remaining -= value.byteLength;
    }
  } finally {
    if (truncated) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body: joined, truncated, budgetCut };
}

/** Said to every site unless a web.request names its own: some sites refuse a bare client library's name. */
export const USER_AGENT = "Tollgate/0.1 (the web tools of an AI agent)";

export async function fetchBounded(fetch: EgressFetch, request: FetchRequest, maxBytes: number, budget?: ByteBudget): Promise<FetchOutcome> {
  const checked = checkedUrl(request.url);
  if (!checked.ok) return { kind: "failed", failure: checked.failure };
  const stopped = () => request.signal?.aborted === true;
  const headers = new Headers(request.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", USER_AGENT);
  try {
    const response = await fetch(checked.url, {
      method: request.method ?? "GET",
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    });
    const { body, truncated, budgetCut } = await readUpTo(response.body, maxBytes, budget);
    return { kind: "answered", finalUrl: response.url || checked.url.href, status: response.status, headers: response.headers, body, truncated, budgetCut };
  } catch (error) {
    return { kind: "failed", failure: failureOfError(request.url, error, stopped()) };
  }
}
