import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";

// Changes to who holds `admin` in an organisation are serialised: two admins demoting each other at the
// same moment would otherwise both see another admin left, and leave none.

export async function lockOrganisationUsers(transaction: Prisma.TransactionClient, organisationId: string): Promise<void> {
  await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`users:${organisationId}`}, 0))`;
}

/** A refusal when `userId` is the organisation's last admin (among users not deleted). */
export async function refuseLastAdmin(transaction: Prisma.TransactionClient, organisationId: string, userId: string, action: string): Promise<void> {
  const others = await transaction.user.count({ where: { organisationId, deletedAt: null, roles: { has: "admin" }, id: { not: userId } } });
  if (others > 0) return;
  throw new AppError("conflict", `This is the organisation's last admin: ${action} would leave nobody to manage it. Make someone else an admin first.`, {
    reason: "last_admin",
  });
}
