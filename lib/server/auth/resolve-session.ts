import "server-only";
import type { Database } from "@/lib/server/db";
import type { Principal } from "./principal";
import { sessionPrincipal } from "./principal-for-user";
import { hashSessionToken } from "./session-token";

/**
 * The principal of a session cookie value, or null when no live session has it. Issue 16, item 7: never a
 * removed user's, whatever session row outlived the removal (a sign-in that finished as it happened).
 */
export async function resolveSession(database: Database, token: string, now: Date = new Date()): Promise<Principal | null> {
  if (token === "") return null;
  const session = await database.session.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    include: { user: true },
  });
  if (session === null || session.expiresAt.getTime() <= now.getTime() || session.user.deletedAt !== null) return null;
  return sessionPrincipal(session.user, session.id);
}
