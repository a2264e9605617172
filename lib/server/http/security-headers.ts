import "server-only";

// Issue 8, item 9: no other page may frame the console (clickjacking), a response is never sniffed into
// another type, and no address of ours leaks to another site as a referrer.
//
// The CSP allows inline scripts and styles because Next inlines its bootstrap and flight data
// (`self.__next_f.push(...)`) in every page; a nonce would need every page rendered per request.
// Everything else is ours only: scripts, styles, fetches, forms, frames. Development adds what the
// dev server's hot reload needs (eval'd modules, its websocket).

function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers every response carries, whoever answers it (Next, a route, or the edge's own refusals). */
export function securityHeaders(dev: boolean): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(dev),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
  };
}
