import "server-only";
import { isSecureRequest } from "@/lib/server/http/cookies";

export const SESSION_COOKIE_NAME = "tollgate_session";

/** Seven days; the cookie and the Session row expire together. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function attributes(request: Request): string[] {
  // Secure only over https, so the console also works on http://localhost.
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(isSecureRequest(request) ? ["Secure"] : [])];
}

/** The Set-Cookie header value that holds a new session. */
export function sessionCookieHeader(request: Request, token: string, expiresAt: Date, now: Date = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [`${SESSION_COOKIE_NAME}=${token}`, ...attributes(request), `Max-Age=${maxAge}`, `Expires=${expiresAt.toUTCString()}`].join("; ");
}

/** The Set-Cookie header value that clears the session cookie. */
export function clearedSessionCookieHeader(request: Request): string {
  return [`${SESSION_COOKIE_NAME}=`, ...attributes(request), "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"].join("; ");
}
