// The only way the product reaches an address a user, an editor or a model chose (CONTRACT.md, Outbound
// requests): a `fetch`-compatible function, so the AI SDK's providers (their `fetch` option) and later the
// web, browser and connector code take it as they would take `fetch`. It refuses schemes other than http(s),
// opens every connection through the checked connector, follows redirects itself (each target checked
// again, a bounded number of hops), and bounds each request: connecting, and the whole exchange, body included
// — or, for connectors' long-lived event streams, only the wait for the response headers.

import { Agent, fetch as undiciFetch, type Response as UndiciResponse } from "undici";
import { createCheckedConnector } from "./checked-connector";
import { EgressError, findEgressError } from "./egress-error";
import { isAllowedProtocol, type EgressPolicy } from "./egress-policy";
import { redirectedRequest, redirectTarget, type OutgoingRequest } from "./redirect-request";

export type EgressFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type EgressFetchOptions = {
  policy: EgressPolicy;
  /** The whole exchange, redirects and body included (TOLLGATE_EGRESS_TIMEOUT_MS, or MODEL_REQUEST_TIMEOUT_MS for models). */
  timeoutMs: number;
  /** Resolving and opening one connection. */
  connectTimeoutMs: number;
  maxRedirects?: number;
  /**
   * What `timeoutMs` bounds: the whole exchange (default), or only the wait for the response headers — a
   * connector's streamable-HTTP event stream stays open as long as its session, so its body is unbounded.
   */
  timeoutScope?: "exchange" | "headers";
  /**
   * `redirect: "manual"` in a request's init returns a redirect as it came instead of following it (as
   * Node's fetch does): the MCP SDK follows same-origin redirects itself, and the CLI's headless sign-in
   * reads the code from the authorization server's Location. Off for the other purposes, which follow.
   */
  honorManualRedirect?: boolean;
};

export const DEFAULT_MAX_REDIRECTS = 5;

// Statuses whose response may not carry a body (Fetch standard, "null body status").
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

async function outgoingRequest(input: string | URL | Request, init: RequestInit | undefined): Promise<OutgoingRequest> {
  const request = typeof input === "string" || input instanceof URL ? null : input;
  const headers = new Headers(init?.headers ?? request?.headers);
  const bodySource = init?.body ?? (request?.body ? await request.arrayBuffer() : null);
  let body: Uint8Array | null = null;
  if (bodySource !== null) {
    // A Response reads any body form fetch accepts, and says the content type fetch would send with it.
    const reader = new Response(bodySource);
    const type = reader.headers.get("content-type");
    if (type !== null && !headers.has("content-type")) headers.set("content-type", type);
    body = new Uint8Array(await reader.arrayBuffer());
  }
  return { url: new URL(request?.url ?? input.toString()), method: (init?.method ?? request?.method ?? "GET").toUpperCase(), headers, body };
}

/** The answer as the platform's own Response, `url` saying where the redirects ended as fetch's does. */
function asFetchResponse(response: UndiciResponse, url: URL): Response {
  // The same web stream at run time; only Node's and the DOM's type declarations of it differ.
  const body = NULL_BODY_STATUSES.has(response.status) ? null : (response.body as ReadableStream<Uint8Array> | null);
  const answer = new Response(body, { status: response.status, statusText: response.statusText, headers: Array.from(response.headers) });
  Object.defineProperty(answer, "url", { value: url.href });
  return answer;
}

export function createEgressFetch(options: EgressFetchOptions): EgressFetch {
  const { policy, timeoutMs, connectTimeoutMs } = options;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const headersOnly = options.timeoutScope === "headers";
  // undici's bodyTimeout is the silence allowed between body chunks; 0 turns it off for event streams.
  const dispatcher = new Agent({
    connect: createCheckedConnector(policy, connectTimeoutMs),
    headersTimeout: timeoutMs,
    bodyTimeout: headersOnly ? 0 : timeoutMs,
  });

  async function send(request: OutgoingRequest, signal: AbortSignal, timeout: AbortSignal): Promise<UndiciResponse> {
    if (!isAllowedProtocol(request.url)) {
      throw new EgressError("address_not_allowed", `The address is not allowed: the scheme ${request.url.protocol} is not allowed (http and https only).`);
    }
    try {
      const { url, method, headers, body } = request;
      return await undiciFetch(url, { method, headers: Array.from(headers), body, redirect: "manual", signal, dispatcher });
    } catch (error) {
      const refusal = findEgressError(error);
      if (refusal !== null) throw refusal;
      if (timeout.aborted) throw new EgressError("timed_out", `${request.url.host} did not answer within ${timeoutMs} ms.`);
      throw error;
    }
  }

  /** A signal aborted after timeoutMs; `stop` ends the count (the headers came, for the headers scope). */
  function deadline(): { signal: AbortSignal; stop(): void } {
    if (!headersOnly) return { signal: AbortSignal.timeout(timeoutMs), stop() {} };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), timeoutMs);
    timer.unref();
    return { signal: controller.signal, stop: () => clearTimeout(timer) };
  }

  return async (input, init) => {
    const { signal: timeout, stop } = deadline();
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let request = await outgoingRequest(input, init);
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(request, signal, timeout).catch((error: unknown) => {
        stop();
        throw error;
      });
      const target = redirectTarget(response.status, response.headers.get("location"), request.url);
      if (target === null || (options.honorManualRedirect && init?.redirect === "manual")) {
        stop();
        return asFetchResponse(response, request.url);
      }
      // Not read: what a redirect says is not passed on.
      await response.body?.cancel().catch(() => undefined);
      if (redirects >= maxRedirects) {
        stop();
        throw new EgressError("too_many_redirects", `${request.url.host} redirected more than ${maxRedirects} times.`);
      }
      request = redirectedRequest(request, response.status, target);
    }
  };
}
