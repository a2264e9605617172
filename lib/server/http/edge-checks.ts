import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { declaredLength, payloadTooLarge } from "./body-limit";

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

export function checkAtEdge(request: EdgeRequest, limit: number): EdgeVerdict {
  if (!(EDGE_METHODS as readonly string[]).includes(request.method)) {
    const error = new AppError("method_not_allowed", `${request.method} is not a method this server answers; use ${EDGE_METHODS.join(", ")}.`, {
      allowed: EDGE_METHODS,
    });
    return { verdict: "refuse", error, headers: { allow: EDGE_METHODS.join(", ") } };
  }
  if (!decodes(pathOf(request.url))) {
    const error = new AppError("invalid_path", "The path holds a percent sign that is not a valid percent-encoding of UTF-8 text (such as %ff or a lone %).");
    return { verdict: "refuse", error, headers: {} };
  }
  const length = declaredLength(request.contentLength);
  if (length !== null && length > limit) return { verdict: "refuse", error: payloadTooLarge(limit), headers: {} };
  return { verdict: "pass" };
}
