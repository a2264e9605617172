import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { SecretValueSchema, type CreatedSecret, type CreateSecretBody } from "@/lib/contracts/secret-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { encryptSecret } from "@/lib/server/secrets/secret-box";
import { ownAgentIdOrRefuse } from "../agents/own-agent-id";

/** What creating a secret reads and writes: a client or a transaction (secret requests create one inside theirs). */
type SecretDatabase = Pick<Database, "agent" | "secret">;

/**
 * Issue 8, item 3: checked here too, so every way a value is set (POST /v1/secrets, an admin fulfilling a
 * secret_request, a caller that skipped the body schema) refuses one too short to redact safely.
 */
function refuseUnsafeValue(value: string): void {
  const checked = SecretValueSchema.safeParse(value);
  if (checked.success) return;
  const message = checked.error.issues[0]?.message ?? "The secret's value is not allowed.";
  throw new AppError("invalid_request", message, { details: [{ path: "value", message }] });
}

/** Stores the value encrypted; answers with its id and name only (CONTRACT.md: a value is never returned). */
export async function createSecret(
  database: SecretDatabase,
  principal: Pick<Principal, "organisationId">,
  body: CreateSecretBody,
): Promise<CreatedSecret> {
  refuseUnsafeValue(body.value);
  const agentId = body.agentId ?? null;
  if (agentId !== null) await ownAgentIdOrRefuse(database, principal.organisationId, agentId);
  const existing = await database.secret.findFirst({
    where: { organisationId: principal.organisationId, agentId, name: body.name },
    select: { id: true },
  });
  if (existing !== null) {
    const owner = agentId === null ? "your organisation" : "this agent";
    throw new AppError("conflict", `A secret named ${body.name} already exists for ${owner}; delete it first to replace it.`, {
      secretId: existing.id,
    });
  }
  const secret = await database.secret.create({
    data: { organisationId: principal.organisationId, agentId, name: body.name, ciphertext: encryptSecret(body.value) },
    select: { id: true, name: true },
  });
  return { id: secret.id, name: secret.name };
}
