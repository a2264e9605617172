// Redirects are followed by the egress fetch itself, one hop at a time, so each target is checked by the
// policy like the first (CONTRACT.md, Outbound requests: "for every redirect"). The rules are the Fetch
// standard's: 303 (and 301/302 after a POST) become a GET without a body; 307/308 repeat the request.
// Credentials never follow a redirect to another origin.

export type OutgoingRequest = {
  url: URL;
  method: string;
  headers: Headers;
  /** Buffered, so a 307/308 can send it again. */
  body: Uint8Array | null;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

// Authorization is the Fetch standard's; the others are how model providers and proxies carry keys.
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie", "x-api-key", "api-key"];

/** The absolute target of a redirect response, or null when the response is not a redirect we can follow. */
export function redirectTarget(status: number, location: string | null, from: URL): URL | null {
  if (!REDIRECT_STATUSES.has(status) || location === null) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

function becomesGet(status: number, method: string): boolean {
  if (status === 303) return method !== "HEAD";
  return (status === 301 || status === 302) && method === "POST";
}

/** The request to send to `target` after a redirect answered `request` with `status`. */
export function redirectedRequest(request: OutgoingRequest, status: number, target: URL): OutgoingRequest {
  const headers = new Headers(request.headers);
  if (target.origin !== request.url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
  if (!becomesGet(status, request.method)) return { url: target, method: request.method, headers, body: request.body };
  for (const name of BODY_HEADERS) headers.delete(name);
  return { url: target, method: "GET", headers, body: null };
}
