import "server-only";
import { deleteSession } from "@/lib/server/auth/delete-session";
import type { Database } from "@/lib/server/db";

/** Ends the session the cookie names, if any. Signing out twice, or with an expired cookie, is not an error. */
export async function signOut(database: Database, sessionToken: string | null): Promise<void> {
  if (sessionToken === null || sessionToken === "") return;
  await deleteSession(database, sessionToken);
}
