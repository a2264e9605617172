import "server-only";
import { db, type Database } from "@/lib/server/db";
import { readCookie } from "@/lib/server/http/cookies";
import type { Principal } from "./principal";
import { resolveApiToken } from "./resolve-api-token";
import { resolveSession } from "./resolve-session";
import { SESSION_COOKIE_NAME } from "./session-cookie";

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The principal a request acts for, from `Authorization: Bearer <token>` or the session cookie; null when
 * it carries neither or a bad one. A request that sends an Authorization header is judged by it alone:
 * a bad token is never rescued by a cookie (fail closed).
 */
export async function authenticate(request: Request, database?: Database): Promise<Principal | null> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const token = BEARER.exec(authorization.trim())?.[1];
    return token === undefined ? null : resolveApiToken(database ?? db(), token);
  }
  const cookie = readCookie(request, SESSION_COOKIE_NAME);
  if (cookie === null || cookie === "") return null;
  return resolveSession(database ?? db(), cookie);
}
