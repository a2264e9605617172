import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { live } from "@/lib/server/database/soft-delete";

/** The user when it belongs to the organisation and is not removed; otherwise the 404 a made-up id gets. */
export async function findOwnUser(transaction: Prisma.TransactionClient, organisationId: string, userId: string) {
  const user = await transaction.user.findFirst({ where: live({ id: userId, organisationId }) });
  if (user === null) throw new AppError("not_found", `No user ${userId} in your organisation.`);
  return user;
}
