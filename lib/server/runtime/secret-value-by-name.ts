import "server-only";
import type { Database } from "../db";
import { decryptSecret } from "../secrets/secret-box";

/** A model's apiKeySecret names a secret: the agent's own wins over the organisation's. */
export async function secretValueByName(
  database: Database,
  where: { organisationId: string; agentId: string; name: string },
): Promise<string | null> {
  const secrets = await database.secret.findMany({
    where: { organisationId: where.organisationId, name: where.name, OR: [{ agentId: where.agentId }, { agentId: null }] },
    orderBy: { createdAt: "desc" },
  });
  const chosen = secrets.find((secret) => secret.agentId === where.agentId) ?? secrets[0];
  return chosen ? decryptSecret(chosen.ciphertext) : null;
}
