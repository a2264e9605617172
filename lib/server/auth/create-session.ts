import "server-only";
import type { Database } from "@/lib/server/db";
import { SESSION_LIFETIME_MS } from "./session-cookie";
import { hashSessionToken, newSessionToken } from "./session-token";

export type NewSession = { sessionId: string; token: string; createdAt: Date; expiresAt: Date };

/**
 * Opens a session for the user: the token goes in the cookie, its sha256 in the Session row. Issue 16,
 * item 7: only while the user still holds the password that was checked and is not removed. The user's row
 * is read FOR SHARE, so a password change or a removal committing meanwhile is waited for and seen: a sign-in
 * checked against the old password opens no session after the change has ended the others. Null when it
 * no longer holds.
 */
export async function createSession(database: Database, user: { id: string; passwordHash: string }, now: Date = new Date()): Promise<NewSession | null> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const rows = await database.$queryRaw<{ id: string }[]>`
    INSERT INTO "Session" ("userId", "tokenHash", "expiresAt")
    SELECT "id", ${hashSessionToken(token)}, ${expiresAt} FROM (
      SELECT "id" FROM "User" WHERE "id" = ${user.id} AND "deletedAt" IS NULL AND "passwordHash" = ${user.passwordHash} FOR SHARE
    ) AS holder
    RETURNING "id"`;
  const session = rows[0];
  return session === undefined ? null : { sessionId: session.id, token, createdAt: now, expiresAt };
}
