import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Me } from "@/lib/contracts/session-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toSessionUser } from "./session-user";
import { live } from "@/lib/server/database/soft-delete";

/** docs/internal-api.md, GET /v1/me: who the request acts for, in which organisation, with which scopes. */
export async function describeMe(database: Database, principal: Principal): Promise<Me> {
  const user = await database.user.findUnique({ where: live({ id: principal.userId }), include: { organisation: true } });
  // The credential resolved a moment ago; a user deleted since is signed out.
  if (user === null) throw new AppError("unauthenticated", "This account no longer exists.");
  return {
    user: toSessionUser(user),
    organisation: { id: user.organisation.id, name: user.organisation.name },
    scopes: [...principal.scopes],
    via: principal.via,
  };
}
