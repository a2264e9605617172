import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";

/** Removes a secret of the organisation; another organisation's id is as unknown as a made-up one. */
export async function deleteSecret(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  secretId: string,
): Promise<void> {
  const deleted = await database.secret.deleteMany({ where: { id: secretId, organisationId: principal.organisationId } });
  if (deleted.count === 0) throw new AppError("not_found", `No secret ${secretId} in your organisation.`);
}
