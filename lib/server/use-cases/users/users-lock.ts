import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { authorise } from "@/lib/server/auth/authorise";
import type { Principal } from "@/lib/server/auth/principal";
import { live } from "@/lib/server/database/soft-delete";

// Changes to who holds `admin` in an organisation are serialised: two admins demoting each other at the
// same moment would otherwise both see another admin left, and leave none.

export async function lockOrganisationUsers(transaction: Prisma.TransactionClient, organisationId: string): Promise<void> {
  await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`users:${organisationId}`}, 0))`;
}

/** A refusal when `userId` is the organisation's last admin (among users not deleted). */
export async function refuseLastAdmin(transaction: Prisma.TransactionClient, organisationId: string, userId: string, action: string): Promise<void> {
  const others = await transaction.user.count({ where: live({ organisationId, roles: { has: "admin" }, id: { not: userId } }) });
  if (others > 0) return;
  throw new AppError("conflict", `This is the organisation's last admin: ${action} would leave nobody to manage it. Make someone else an admin first.`, {
    reason: "last_admin",
  });
}

/**
 * Issue 16, item 7: inside the lock, the acting user is read again. A request authorised as an admin before a
 * concurrent demotion (or removal) committed acts no more: the demotion took this lock too, so what is read
 * here is the settled truth. 403 `forbidden` as the route's own check would answer now. The principal's own
 * scopes are checked first (a token not scoped admin never passes).
 */
export async function requireAdminInLock(transaction: Prisma.TransactionClient, principal: Principal): Promise<void> {
  authorise(principal, "admin");
  const current = await transaction.user.findFirst({ where: live({ id: principal.userId, organisationId: principal.organisationId }), select: { roles: true } });
  if (current !== null && current.roles.includes("admin")) return;
  throw new AppError("forbidden", "This needs a role allowed admin: yours changed while the request was waiting.", { required: ["admin"] });
}
