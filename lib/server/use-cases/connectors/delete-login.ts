import "server-only";
import type { Principal } from "@/lib/server/auth/principal";
import { closeLoginConnections } from "@/lib/server/connectors/close-login-connections";
import type { Database } from "@/lib/server/db";
import { removeSandboxFolders } from "@/lib/sandbox/sandbox";
import { findOwnLogin } from "./find-own-login";
import type { Settings } from "@/lib/settings/environment-schema";

/** CONTRACT.md: DELETE /v1/logins/:id — its tokens and stored list go with it, and its open connection. */
export async function deleteLogin(database: Database, principal: Pick<Principal, "organisationId">, loginId: string, settings: Settings): Promise<void> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  await database.connectorLogin.deleteMany({ where: { id: login.id } });
  await closeLoginConnections([login.id]);
  // Issue 16: a stdio server's own folder (<data>/sandboxes/<login id>) goes with its login.
  await removeSandboxFolders([login.id], settings);
}
