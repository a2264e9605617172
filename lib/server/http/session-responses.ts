import "server-only";
import type { SessionUser } from "@/lib/contracts/session-bodies";
import type { NewSession } from "@/lib/server/auth/create-session";
import { clearedSessionCookieHeader, SESSION_COOKIE_NAME, sessionCookieHeader } from "@/lib/server/auth/session-cookie";
import { readCookie } from "./cookies";
import { jsonResponse, noContentResponse } from "./json-response";

/** 200 `{user}` with the httpOnly session cookie (docs/internal-api.md, POST /v1/session). */
export function signedInResponse(request: Request, signedIn: { user: SessionUser; session: NewSession }): Response {
  const cookie = sessionCookieHeader(request, signedIn.session.token, signedIn.session.expiresAt, signedIn.session.createdAt);
  return jsonResponse({ user: signedIn.user }, 200, { "set-cookie": cookie });
}

/** 204 with the session cookie cleared (DELETE /v1/session). */
export function signedOutResponse(request: Request): Response {
  return noContentResponse({ "set-cookie": clearedSessionCookieHeader(request) });
}

export function sessionTokenOf(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE_NAME);
}
