import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { declaredLength, payloadTooLarge } from "./body-limit";
import { unknownPathError } from "./unknown-path";

// What the edge refuses before Next sees a request: Next answers these with a plain-text 500 (a path
// whose percent-encoding does not decode, a method its Request cannot hold such as TRACE) or buffers
// them (issue 8, items 6 and 12). Each refusal is the contract's JSON error.

export type EdgeRequest = { method: string; url: string; contentLength: string | undefined };

export type EdgeVerdict = { verdict: "pass" } | { verdict: "refuse"; error: AppError; headers: Record<string, string> };

export const EDGE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The path of a request target: origin-form (`/v1/x?y`) or absolute-form (`http://host/v1/x?y`). */
function pathOf(target: string): string {
  const withoutQuery = target.split(/[?#]/, 1)[0]!;
  if (withoutQuery.startsWith("/")) return withoutQuery;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(withoutQuery);
  return scheme === null ? withoutQuery : withoutQuery.slice(scheme[0].length) || "/";
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const API_PREFIX = /^\/v1(\/|$)/;

/**
 * Issue 16, item 7: an API path Next would not answer in the contract's JSON. Next redirects a trailing slash
 * (`/v1/`, `/v1/me/`: 308) and resolves dot segments, encoded ones too (`/v1/%2e%2e/sign-in` is the sign-in
 * page's HTML); no endpoint has such a path, so it is the 404 of any unknown path.
 */
function isStrayApiPath(path: string): boolean {
  if (!API_PREFIX.test(path)) return false;
  if (path.endsWith("/")) return true;
  return decodeURIComponent(path)
    .split("/")
    .some((segment) => segment === "." || segment === "..");
}

export function checkAtEdge(request: EdgeRequest, limit: number): EdgeVerdict {
  if (!(EDGE_METHODS as readonly string[]).includes(request.method)) {
    const error = new AppError("method_not_allowed", `${request.method} is not a method this server answers; use ${EDGE_METHODS.join(", ")}.`, {
      allowed: EDGE_METHODS,
    });
    return { verdict: "refuse", error, headers: { allow: EDGE_METHODS.join(", ") } };
  }
  const path = pathOf(request.url);
  if (!decodes(path)) {
    const error = new AppError("invalid_path", "The path holds a percent sign that is not a valid percent-encoding of UTF-8 text (such as %ff or a lone %).");
    return { verdict: "refuse", error, headers: {} };
  }
  if (isStrayApiPath(path)) return { verdict: "refuse", error: unknownPathError(request.method, path), headers: {} };
  const length = declaredLength(request.contentLength);
  if (length !== null && length > limit) return { verdict: "refuse", error: payloadTooLarge(limit), headers: {} };
  return { verdict: "pass" };
}
