import "server-only";
import type { Database } from "@/lib/server/db";
import { includingDeleted } from "@/lib/server/database/soft-delete";

/** The email of each user named, for rows that keep a user id without a relation (who asked, who resolved). */
export async function emailsByUserId(
  database: Pick<Database, "user">,
  organisationId: string,
  userIds: readonly (string | null)[],
): Promise<ReadonlyMap<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await database.user.findMany({ where: includingDeleted({ id: { in: ids }, organisationId }), select: { id: true, email: true } });
  return new Map(users.map((user) => [user.id, user.email]));
}
