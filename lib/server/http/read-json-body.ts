import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { MAX_BODY_BYTES_VARIABLE, maxBodyBytes } from "./body-limit";
import { createJsonShapeMeter, refuseJsonShape, type JsonShapeLimits } from "./json-shape";
import { readBodyBytes } from "./read-body-bytes";
import { refuseUnstorableText } from "./unstorable-text";

/**
 * The request's JSON body, read within the body limit (413 `payload_too_large`): the one JSON body reader of
 * every route (create-route.ts). An empty body reads as `{}`, so a schema names the missing fields (422)
 * rather than the client hearing about JSON it never meant to send. A body must say `Content-Type:
 * application/json` (415): a browser sends a cross-site `text/plain` form or `no-cors` fetch without asking
 * first, JSON it cannot send that way (issue 8, item 9). Bytes that are not UTF-8, or text that is not JSON,
 * are 400 `invalid_json`; text PostgreSQL cannot store (NUL, a lone surrogate) is 422 naming the field.
 * Issue 16, item 7: as it is read, the body's depth and entries are measured in one linear pass
 * (json-shape.ts): deeper than TOLLGATE_JSON_MAX_DEPTH is 400 `invalid_json`, more keys and items than
 * TOLLGATE_JSON_MAX_ENTRIES is 413, so neither JSON.parse nor anything recursive or slow meets such a body.
 */
export async function readJsonBody(
  request: Request,
  limit = maxBodyBytes(readSettings()),
  variable: string = MAX_BODY_BYTES_VARIABLE,
  shape: JsonShapeLimits = jsonShapeLimits(readSettings()),
): Promise<unknown> {
  const isJson = isJsonMediaType(request.headers.get("content-type"));
  // Measured as it arrives: a body past a limit is refused at its first chunk, the rest never read.
  const meter = createJsonShapeMeter(shape);
  const bytes = await readBodyBytes(request, limit, variable, isJson ? (chunk) => refuseJsonShape(meter.measure(chunk), shape) : undefined);
  const text = decodeUtf8(bytes);
  if (text.trim() === "") return {};
  if (!isJson) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON, with Content-Type: application/json.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  refuseUnstorableText(body, "The request body");
  return body;
}

/** TOLLGATE_JSON_MAX_DEPTH and TOLLGATE_JSON_MAX_ENTRIES. */
export function jsonShapeLimits(settings: Settings): JsonShapeLimits {
  return { maxDepth: settings.TOLLGATE_JSON_MAX_DEPTH, maxEntries: settings.TOLLGATE_JSON_MAX_ENTRIES };
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
