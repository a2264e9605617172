import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateTokenBody, CreatedToken } from "@/lib/contracts/token-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { generateApiToken, hashApiToken } from "../../auth/api-token";
import { isPermission, rolesAllow } from "../../auth/permissions";

/**
 * Issue 23, item 7: POST /v1/tokens → 201 `{token, value}`. Made by a signed-in person (a session: a token
 * never makes tokens, or a leaked one could mint more) for themselves, each scope one their roles allow —
 * a token holding a scope its person may not use would only ever answer 403. The value is shown once.
 */
export async function createToken(database: Database, principal: Pick<Principal, "organisationId" | "userId" | "roles" | "via" | "email">, body: CreateTokenBody): Promise<CreatedToken> {
  if (principal.via !== "session") throw new AppError("forbidden", "Tokens are made by a signed-in person, in the console or with the CLI; a token cannot make tokens.");
  const unknown = body.scopes.filter((scope) => !isPermission(scope));
  const notAllowed = body.scopes.filter((scope) => isPermission(scope) && !rolesAllow(principal.roles, scope));
  if (unknown.length > 0 || notAllowed.length > 0) {
    const message =
      unknown.length > 0
        ? `scopes: ${unknown.join(", ")} ${unknown.length === 1 ? "is not a scope" : "are not scopes"} (tools:read, tools:write, runs:read, runs:write, gates:decide, admin)`
        : `scopes: your roles (${principal.roles.join(", ") || "none"}) do not allow ${notAllowed.join(", ")}`;
    throw new AppError("invalid_request", `The token was not made: ${message}.`, { details: [{ path: "scopes", message }] });
  }
  const value = generateApiToken();
  const scopes = [...new Set(body.scopes)];
  const token = await database.$transaction(async (transaction) => {
    const made = await transaction.apiToken.create({
      data: { userId: principal.userId, name: body.name, tokenHash: hashApiToken(value), scopes },
      include: { user: { select: { id: true, email: true } } },
    });
    await transaction.auditEvent.create({
      data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "token.created", detail: { tokenId: made.id, name: made.name, scopes } },
    });
    return made;
  });
  return {
    token: { id: token.id, name: token.name, scopes: token.scopes, user: token.user, createdAt: token.createdAt.toISOString(), lastUsedAt: null, revokedAt: null },
    value,
  };
}
