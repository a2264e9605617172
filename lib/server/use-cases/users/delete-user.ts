import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { findOwnUser } from "./find-own-user";
import { endUserSessions } from "./end-sessions";
import { lockOrganisationUsers, refuseLastAdmin, requireAdminInLock } from "./users-lock";

// DELETE /v1/users/:id (admin) → 204. Not oneself, and never the last admin. The user's sessions and tokens
// go at once (signed out everywhere, every token dead), its password and roles with them, and its
// schedules stop firing; the row stays (deletedAt) so the runs it started and the gates it decided still
// say who.

export async function deleteUser(database: Database, principal: Principal, userId: string): Promise<void> {
  await database.$transaction(async (transaction) => {
    await lockOrganisationUsers(transaction, principal.organisationId);
    await requireAdminInLock(transaction, principal);
    const user = await findOwnUser(transaction, principal.organisationId, userId);
    if (user.id === principal.userId) {
      throw new AppError("conflict", "You cannot remove yourself: ask another admin to do it.", { reason: "own_account" });
    }
    if (user.roles.includes("admin")) await refuseLastAdmin(transaction, principal.organisationId, user.id, "removing it");
    await endUserSessions(transaction, user.id);
    await transaction.apiToken.deleteMany({ where: { userId: user.id } });
    await transaction.schedule.updateMany({ where: { actingUserId: user.id, organisationId: principal.organisationId }, data: { enabled: false } });
    await transaction.user.update({ where: { id: user.id }, data: { deletedAt: new Date(), passwordHash: null, roles: [] } });
  });
}
