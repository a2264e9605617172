import "server-only";
import type { UpdateUserBody, User } from "@/lib/contracts/user-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { findOwnUser } from "./find-own-user";
import { lockOrganisationUsers, refuseLastAdmin } from "./users-lock";
import { toUserView } from "./user-view";

// PATCH /v1/users/:id (admin) { roles? }: a user's roles, at once for their sessions and tokens (a token's
// scopes work only while the roles allow them). The organisation keeps at least one admin.

export async function updateUser(database: Database, principal: Pick<Principal, "organisationId">, userId: string, body: UpdateUserBody): Promise<User> {
  return database.$transaction(async (transaction) => {
    await lockOrganisationUsers(transaction, principal.organisationId);
    const user = await findOwnUser(transaction, principal.organisationId, userId);
    if (body.roles === undefined) return toUserView(user);
    if (user.roles.includes("admin") && !body.roles.includes("admin")) {
      await refuseLastAdmin(transaction, principal.organisationId, user.id, "taking its admin role away");
    }
    return toUserView(await transaction.user.update({ where: { id: user.id }, data: { roles: body.roles } }));
  });
}
