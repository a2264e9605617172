import "server-only";
import type { AppError } from "@/lib/contracts/api-error";

// API answers hold organisation data: never cached by a browser or a proxy.
const API_HEADERS = { "cache-control": "no-store" } as const;

function withApiHeaders(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(API_HEADERS)) if (!merged.has(name)) merged.set(name, value);
  return merged;
}

export function jsonResponse(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers: withApiHeaders(headers) });
}

export function createdResponse(data: unknown, headers?: HeadersInit): Response {
  return jsonResponse(data, 201, headers);
}

export function noContentResponse(headers?: HeadersInit): Response {
  return new Response(null, { status: 204, headers: withApiHeaders(headers) });
}

/** CONTRACT.md, Conventions: `{"error": {"code", "message", ...details}}` with the code's status. */
export function appErrorResponse(error: AppError): Response {
  return jsonResponse(error.toBody(), error.status);
}
