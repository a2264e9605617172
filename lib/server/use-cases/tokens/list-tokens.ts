import "server-only";
import type { ApiTokenView } from "@/lib/contracts/token-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { visibleTokensWhere } from "./token-visibility";

/** GET /v1/tokens: the tokens the principal may see, newest first, revoked ones included (with when). */
export async function listTokens(database: Database, principal: Pick<Principal, "organisationId" | "userId" | "scopes">): Promise<{ tokens: ApiTokenView[] }> {
  const tokens = await database.apiToken.findMany({
    where: visibleTokensWhere(principal),
    include: { user: { select: { id: true, email: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return {
    tokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      user: token.user,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
  };
}
