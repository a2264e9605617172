import "server-only";
import type { SecretValues } from "@/lib/runtime/ports";
import type { Database } from "../db";
import { decryptSecret } from "../secrets/secret-box";

/**
 * The exact values to redact from a call's result: every secret of the organisation, other agents' too —
 * a result can carry what another agent stored (shared memory layers, context), and a leak is a leak.
 */
export function createPrismaSecretValues(database: Database): SecretValues {
  return {
    async valuesFor(organisationId) {
      const secrets = await database.secret.findMany({
        where: { organisationId },
        select: { ciphertext: true },
      });
      return secrets.map((secret) => decryptSecret(secret.ciphertext));
    },
  };
}
