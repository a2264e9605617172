import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SecretValues } from "@/lib/runtime/ports";
import { preparedQuery } from "../database/prepared-query";
import type { Database } from "../db";
import { decryptSecret } from "../secrets/secret-box";
import { readSettings } from "@/lib/settings/read-settings";

/**
 * The exact values to redact from a call's result: every secret of the organisation, other agents' too —
 * a result can carry what another agent stored (shared memory layers, context), and a leak is a leak.
 */
export function createPrismaSecretValues(database: Database): SecretValues {
  return {
    async valuesFor(organisationId) {
      // Issue 9, item 5: read at every run's start, a named statement (prepared-query.ts) is planned once.
      const secrets = await preparedQuery<{ ciphertext: string }>(database, Prisma.sql`SELECT ciphertext FROM "Secret" WHERE "organisationId" = ${organisationId}::text`);
      return secretValuesOf(secrets.map((secret) => secret.ciphertext));
    },
  };
}

/**
 * The values of an organisation's secrets as stored (every agent's: see above), opened, and the operator's
 * platform keys (issue 10): a connector's answer that echoes the key it was called with is redacted too.
 */
export function secretValuesOf(ciphertexts: readonly string[]): string[] {
  return [...ciphertexts.map(decryptSecret), ...readSettings().TOLLGATE_PLATFORM_KEYS.values()];
}
