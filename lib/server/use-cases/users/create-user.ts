import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateUserBody, CreatedUser } from "@/lib/contracts/user-bodies";
import { hashPassword } from "@/lib/server/auth/password";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { endUserSessions } from "./end-sessions";
import { generatePassword } from "./generate-password";
import { toUserView } from "./user-view";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// POST /v1/users (admin) → 201: a user of the admin's organisation. Without a password one is generated
// and returned once (only its hash is kept). An email taken by a user is a conflict; one of a user removed
// from this organisation comes back as a new user of it (its old runs and decisions are its own again).

export async function createUser(database: Database, principal: Pick<Principal, "organisationId">, body: CreateUserBody): Promise<CreatedUser> {
  const generated = body.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(body.password ?? generated ?? "");
  const fields = { roles: body.roles, name: body.name ?? "", passwordHash };
  const user = await database.$transaction(async (transaction) => {
    const existing = await transaction.user.findFirst({ where: includingDeleted({ email: { equals: body.email, mode: "insensitive" } }) });
    if (existing === null) return transaction.user.create({ data: { organisationId: principal.organisationId, email: body.email, ...fields } });
    if (existing.deletedAt === null || existing.organisationId !== principal.organisationId) {
      throw new AppError("conflict", `${body.email} already has an account.`, { field: "email", reason: "email_taken" });
    }
    // A session that outlived the removal is the old user's, never the new one's (issue 16, item 7).
    await endUserSessions(transaction, existing.id);
    return transaction.user.update({ where: { id: existing.id }, data: { ...fields, deletedAt: null } });
  });
  return { ...toUserView(user), ...(generated === undefined ? {} : { generatedPassword: generated }) };
}
