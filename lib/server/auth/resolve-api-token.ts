import "server-only";
import type { Database } from "@/lib/server/db";
import { hashApiToken } from "./api-token";
import type { Principal } from "./principal";
import { tokenPrincipal } from "./principal-for-user";

/** lastUsedAt is written at most once a minute per token, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

async function touchLastUsed(database: Database, tokenId: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  // Conditional update: concurrent requests of one token write it once.
  await database.apiToken.updateMany({
    where: { id: tokenId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
    data: { lastUsedAt: now },
  });
}

/** The principal of a bearer token, or null when no unrevoked token of a user not removed has it. */
export async function resolveApiToken(database: Database, token: string, now: Date = new Date()): Promise<Principal | null> {
  if (token === "") return null;
  const found = await database.apiToken.findUnique({ where: { tokenHash: hashApiToken(token) }, include: { user: true } });
  if (found === null || found.revokedAt !== null || found.user.deletedAt !== null) return null;
  const lastUsed = found.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) await touchLastUsed(database, found.id, now);
  return tokenPrincipal(found.user, found);
}
