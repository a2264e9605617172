import "server-only";
import type { Database } from "@/lib/server/db";
import { SESSION_LIFETIME_MS } from "./session-cookie";
import { hashSessionToken, newSessionToken } from "./session-token";

export type NewSession = { sessionId: string; token: string; createdAt: Date; expiresAt: Date };

/** Opens a session for the user: the token goes in the cookie, its sha256 in the Session row. */
export async function createSession(database: Database, userId: string, now: Date = new Date()): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const session = await database.session.create({ data: { userId, tokenHash: hashSessionToken(token), expiresAt } });
  return { sessionId: session.id, token, createdAt: now, expiresAt };
}
