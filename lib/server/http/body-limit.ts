import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { DEFAULT_SETTINGS, type Settings } from "@/lib/settings/environment-schema";

// Issue 8, item 6: a request body has a named, configurable ceiling, applied before anything buffers it
// (CONTRACT.md, Conventions: limits have names and defaults and are configurable by environment variable,
// declared in lib/settings/environment-schema.ts).
export const MAX_BODY_BYTES_VARIABLE = "TOLLGATE_MAX_BODY_BYTES";
export const DEFAULT_MAX_BODY_BYTES = DEFAULT_SETTINGS.TOLLGATE_MAX_BODY_BYTES;

/** TOLLGATE_MAX_BODY_BYTES, or 16 MiB. A value that is not a positive whole number is a setup error. */
export function maxBodyBytes(settings: Settings): number {
  return settings.TOLLGATE_MAX_BODY_BYTES;
}

export const PUBLIC_MAX_BODY_BYTES_VARIABLE = "TOLLGATE_PUBLIC_MAX_BODY_BYTES";

/** A body limit and the setting that names it, for the refusal's sentence. */
export type BodyLimit = { bytes: number; variable: string };

/**
 * Issue 16, item 7: a route anyone may call (POST /v1/session) reads at most TOLLGATE_PUBLIC_MAX_BODY_BYTES
 * (16 KiB), so a stranger never makes the one web thread read and parse megabytes; every other route reads
 * up to TOLLGATE_MAX_BODY_BYTES, after its caller proved who they are.
 */
export function bodyLimitFor(options: { public?: boolean }, settings: Settings): BodyLimit {
  return options.public === true
    ? { bytes: settings.TOLLGATE_PUBLIC_MAX_BODY_BYTES, variable: PUBLIC_MAX_BODY_BYTES_VARIABLE }
    : { bytes: settings.TOLLGATE_MAX_BODY_BYTES, variable: MAX_BODY_BYTES_VARIABLE };
}

export function payloadTooLarge(limit: number, variable: string = MAX_BODY_BYTES_VARIABLE): AppError {
  return new AppError("payload_too_large", `The request body is larger than the limit of ${limit} bytes (${variable}).`, {
    limit,
  });
}

/**
 * The Content-Length a request declares, when it is a plain number; null when it sends none (a chunked body)
 * or one that cannot be read, which the byte counter of the reader then bounds instead.
 */
export function declaredLength(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/** Throws 413 when the request declares a body over the limit: refused without reading a byte of it. */
export function refuseDeclaredOversize(request: Request, limit: number, variable?: string): void {
  const length = declaredLength(request.headers.get("content-length"));
  if (length !== null && length > limit) throw payloadTooLarge(limit, variable);
}
