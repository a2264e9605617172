import "server-only";
import type { Database } from "@/lib/server/db";
import { decryptSecret } from "@/lib/server/secrets/secret-box";

// Connectors take the organisation's secrets (POST /v1/secrets without agentId): a connector serves every
// agent its logins reach, so an agent's own secret is never one of its credentials.

/** The names among `names` that no organisation secret has. */
export async function missingOrganisationSecrets(database: Database, organisationId: string, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const found = await database.secret.findMany({ where: { organisationId, agentId: null, name: { in: [...new Set(names)] } }, select: { name: true } });
  const known = new Set(found.map((secret) => secret.name));
  return new Set(names.filter((name) => !known.has(name)));
}

/** The opened values of the named organisation secrets (the newest of a name); a name without one is absent. */
export async function organisationSecretValues(database: Database, organisationId: string, names: readonly string[]): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (names.length === 0) return values;
  const secrets = await database.secret.findMany({
    where: { organisationId, agentId: null, name: { in: [...new Set(names)] } },
    orderBy: { createdAt: "desc" },
    select: { name: true, ciphertext: true },
  });
  for (const secret of secrets) if (!values.has(secret.name)) values.set(secret.name, decryptSecret(secret.ciphertext));
  return values;
}
