import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { UpdateUserBody, User } from "@/lib/contracts/user-bodies";
import { isAllowed } from "@/lib/server/auth/authorise";
import { hashPassword } from "@/lib/server/auth/password";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { ownJobRoleIds, ownTeamIds } from "../enterprise/member-references";
import { endUserSessions } from "./end-sessions";
import { findOwnUser } from "./find-own-user";
import { lockOrganisationUsers, refuseLastAdmin, requireAdminInLock } from "./users-lock";
import { toUserView } from "./user-view";

// PATCH /v1/users/:id { roles?, password?, teams?, jobRoles? }: a user's roles, at once for their sessions and tokens (a token's
// scopes work only while the roles allow them); the organisation keeps at least one admin. Issue 16, item 7:
// a password, set by an admin for anyone in the organisation or by a user for themselves (from a session,
// or a token scoped admin: a narrower token cannot turn itself into a console sign-in), ends the user's
// other sessions; the one it was changed from stays. Whoever needs to be an admin is read again inside the
// lock, so a demotion committed meanwhile is seen.

function mayChangeOwnPassword(principal: Principal): boolean {
  return principal.via === "session" || isAllowed(principal, "admin");
}

export async function updateUser(database: Database, principal: Principal, userId: string, body: UpdateUserBody): Promise<User> {
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return database.$transaction(async (transaction) => {
    await lockOrganisationUsers(transaction, principal.organisationId);
    const own = userId === principal.userId;
    // Anything about another user (even whether it exists), and one's own roles, jobs and teams, is an admin's.
    const membership = body.teams !== undefined || body.jobRoles !== undefined;
    if (!own || body.roles !== undefined || membership) await requireAdminInLock(transaction, principal);
    const user = await findOwnUser(transaction, principal.organisationId, userId);
    if (passwordHash !== undefined && own && !mayChangeOwnPassword(principal)) {
      throw new AppError("forbidden", "Change your password signed in to the console, or with a token scoped admin.", { required: ["admin"] });
    }
    let updated = user;
    if (body.roles !== undefined) {
      if (user.roles.includes("admin") && !body.roles.includes("admin")) {
        await refuseLastAdmin(transaction, principal.organisationId, user.id, "taking its admin role away");
      }
      updated = await transaction.user.update({ where: { id: user.id }, data: { roles: body.roles } });
    }
    if (membership) {
      const jobRoleIds = body.jobRoles === undefined ? undefined : await ownJobRoleIds(transaction, principal.organisationId, body.jobRoles, "jobRoles");
      const teamIds = body.teams === undefined ? undefined : await ownTeamIds(transaction, principal.organisationId, body.teams, "teams");
      updated = await transaction.user.update({ where: { id: user.id }, data: { jobRoleIds, teamIds } });
    }
    if (passwordHash !== undefined) {
      updated = await transaction.user.update({ where: { id: user.id }, data: { passwordHash } });
      const keep = own && principal.via === "session" ? { sessionId: principal.credentialId } : undefined;
      await endUserSessions(transaction, user.id, keep);
    }
    return toUserView(updated);
  });
}
