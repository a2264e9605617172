import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { jsonResponse } from "./json-response";

/** The one answer for a path no endpoint serves: 404 `not_found`, naming the method and the path. */
export function unknownPathError(method: string, pathname: string): AppError {
  return new AppError("not_found", `No endpoint ${method} ${pathname}.`);
}

/** Any /v1 path no route answers: 404 `not_found` as JSON, whatever the method (never Next's HTML page). */
export async function unknownPath(request: Request): Promise<Response> {
  const error = unknownPathError(request.method, new URL(request.url).pathname);
  return jsonResponse(error.toBody(), error.status);
}
