import "server-only";
import { jsonResponse } from "./json-response";

/** Any /v1 path no route answers: 404 `not_found` as JSON, whatever the method (never Next's HTML page). */
export async function unknownPath(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return jsonResponse({ error: { code: "not_found", message: `No endpoint ${request.method} ${pathname}.` } }, 404);
}
