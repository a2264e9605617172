import "server-only";
import type { SecretValues } from "@/lib/runtime/ports";
import type { Database } from "../db";
import { decryptSecret } from "../secrets/secret-box";

/** The exact values to redact from a call's result: the organisation's secrets and the agent's own. */
export function createPrismaSecretValues(database: Database): SecretValues {
  return {
    async valuesFor(organisationId, agentId) {
      const secrets = await database.secret.findMany({
        where: { organisationId, OR: [{ agentId: null }, { agentId }] },
        select: { ciphertext: true },
      });
      return secrets.map((secret) => decryptSecret(secret.ciphertext));
    },
  };
}
