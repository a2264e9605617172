import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { visibleTokensWhere } from "./token-visibility";

/**
 * DELETE /v1/tokens/:id → 204: the token stops working at once (resolve-api-token.ts refuses a revoked
 * one). Revoking a revoked token changes nothing and is not an error; a token one may not see is a 404.
 */
export async function revokeToken(database: Database, principal: Pick<Principal, "organisationId" | "userId" | "scopes">, tokenId: string): Promise<void> {
  const token = await database.apiToken.findFirst({ where: { id: tokenId, ...visibleTokensWhere(principal) }, select: { id: true } });
  if (token === null) throw new AppError("not_found", `No token ${tokenId} of yours.`);
  const revoked = await database.apiToken.updateMany({ where: { id: token.id, revokedAt: null }, data: { revokedAt: new Date() } });
  // Issue 23, item 7: on the audit page; a repeat revoked nothing and records nothing.
  if (revoked.count > 0) {
    await database.auditEvent.create({ data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "token.revoked", detail: { tokenId: token.id } } });
  }
}
