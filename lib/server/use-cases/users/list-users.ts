import "server-only";
import type { User } from "@/lib/contracts/user-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toUserView } from "./user-view";
import { live } from "@/lib/server/database/soft-delete";

/** GET /v1/users: the organisation's users (not removed ones), by email. */
export async function listUsers(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ users: User[] }> {
  const users = await database.user.findMany({ where: live({ organisationId: principal.organisationId }), orderBy: [{ email: "asc" }] });
  return { users: users.map(toUserView) };
}
