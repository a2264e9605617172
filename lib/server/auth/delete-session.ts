import "server-only";
import type { Database } from "@/lib/server/db";
import { hashSessionToken } from "./session-token";

/** Ends the session the cookie value names, if there is one. */
export async function deleteSession(database: Database, token: string): Promise<void> {
  await database.session.deleteMany({ where: { tokenHash: hashSessionToken(token) } });
}
