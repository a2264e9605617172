import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Issue 16, item 7: a changed password, a removal and a re-creation end the user's sessions, all of them
// but the one the change was made from (a user changing their own password stays signed in there).

export async function endUserSessions(transaction: Prisma.TransactionClient, userId: string, keep?: { sessionId: string }): Promise<void> {
  await transaction.session.deleteMany({ where: { userId, ...(keep === undefined ? {} : { id: { not: keep.sessionId } }) } });
}
