import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { maxBodyBytes } from "./body-limit";
import { readBodyBytes } from "./read-body-bytes";
import { refuseUnstorableText } from "./unstorable-text";

/**
 * The request's JSON body, read within the body limit (413 `payload_too_large`). An empty body reads as
 * `{}`, so a schema names the missing fields (422) rather than the client hearing about JSON it never
 * meant to send. A body must say `Content-Type: application/json` (415): a browser sends a cross-site
 * `text/plain` form or `no-cors` fetch without asking first, JSON it cannot send that way (issue 8, item 9).
 * Bytes that are not UTF-8, or text that is not JSON, are 400 `invalid_json`; text PostgreSQL cannot store
 * (NUL, a lone surrogate) is 422 naming the field.
 */
export async function readJsonBody(request: Request, limit = maxBodyBytes()): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit);
  const text = decodeUtf8(bytes);
  if (text.trim() === "") return {};
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON, with Content-Type: application/json.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (depthExceeds(body, maxDepth)) {
    throw new AppError("invalid_request", `The request body nests deeper than ${maxDepth} levels.`, { details: [{ path: "", message: "too deeply nested" }] });
  }
  refuseUnstorableText(body, "The request body");
  return body;
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonMediaType(header: string | null): boolean {
  return header !== null && header.split(";")[0]!.trim().toLowerCase() === "application/json";
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json", "The request body is not UTF-8 text.");
  }
}

// Deeper bodies are refused before anything recursive (validation, storage) meets them: no stack overflow.
const maxDepth = 64;

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
