import "server-only";
import type { SecretSummary } from "@/lib/contracts/secret-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { SECRET_SUMMARY_COLUMNS, toSecretSummary } from "./secret-summary";

/** The organisation's secrets by name, without their values. */
export async function listSecrets(
  database: Database,
  principal: Pick<Principal, "organisationId">,
): Promise<{ secrets: SecretSummary[] }> {
  const secrets = await database.secret.findMany({
    where: { organisationId: principal.organisationId },
    select: SECRET_SUMMARY_COLUMNS,
    orderBy: [{ name: "asc" }, { createdAt: "asc" }],
  });
  return { secrets: secrets.map(toSecretSummary) };
}
