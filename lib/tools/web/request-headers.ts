// The headers a model may set on web.request. Refused: the ones that frame or route the message (Host,
// Content-Length, Transfer-Encoding and the other hop-by-hop headers of RFC 9110 §7.6.1) — the egress
// fetch sets those itself, and letting a caller choose them invites request smuggling or a Host that
// disagrees with the checked address. Pure; every refusal is coded.

export type HeaderCheck = { ok: true; headers: Headers } | { ok: false; code: "header_not_allowed" | "invalid_header"; message: string };

export const REFUSED_HEADERS: ReadonlySet<string> = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "expect",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "http2-settings",
]);

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function checkRequestHeaders(given: Record<string, unknown> | undefined): HeaderCheck {
  const headers = new Headers();
  for (const [name, value] of Object.entries(given ?? {})) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) return { ok: false, code: "invalid_header", message: `${JSON.stringify(name)} is not a header name` };
    if (REFUSED_HEADERS.has(lower) || lower.startsWith("proxy-") || lower.startsWith(":")) {
      return { ok: false, code: "header_not_allowed", message: `the header ${name} is set by the connection itself and may not be given` };
    }
    if (typeof value !== "string") return { ok: false, code: "invalid_header", message: `the header ${name} must have text as its value` };
    if (/[\r\n\u0000]/.test(value)) return { ok: false, code: "invalid_header", message: `the header ${name} holds a line break or NUL, which a header may not` };
    try {
      headers.append(name, value);
    } catch {
      return { ok: false, code: "invalid_header", message: `the header ${name} has a value no HTTP header may carry` };
    }
  }
  return { ok: true, headers };
}
