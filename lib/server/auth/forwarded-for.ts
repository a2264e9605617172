import "server-only";
import type { IncomingMessage } from "node:http";

/**
 * Issue 8, item 11: with no trusted proxy in front (TOLLGATE_TRUST_PROXY=0), X-Forwarded-For becomes the
 * socket's own address before Next sees the request, so a client cannot choose the address its sign-in
 * attempts are counted against (Next itself fills the header only when a request has none). Behind trusted
 * proxies their header is kept as they wrote it; client-address.ts picks the entry they vouch for.
 */
export function stampForwardedFor(request: IncomingMessage, trustedProxies: number): void {
  if (trustedProxies > 0) return;
  const address = request.socket.remoteAddress;
  if (address) request.headers["x-forwarded-for"] = address;
  else delete request.headers["x-forwarded-for"];
}
