import "server-only";
import type { Principal } from "@/lib/server/auth/principal";
import { closeLoginConnections } from "@/lib/server/connectors/close-login-connections";
import type { Database } from "@/lib/server/db";
import { removeSandboxFolders } from "@/lib/sandbox/sandbox";
import { findOwnConnector } from "./find-own-connector";
import type { Settings } from "@/lib/settings/environment-schema";

/** DELETE /v1/connectors/:id: its logins go with it (schema.prisma cascades), and their open connections. */
export async function deleteConnector(database: Database, principal: Pick<Principal, "organisationId">, connectorId: string, settings: Settings): Promise<void> {
  const connector = await findOwnConnector(database, principal.organisationId, connectorId);
  const logins = await database.connectorLogin.findMany({ where: { connectorId: connector.id }, select: { id: true } });
  await database.connector.deleteMany({ where: { id: connector.id } });
  await closeLoginConnections(logins.map((login) => login.id));
  // Issue 16: the stdio servers' own folders (<data>/sandboxes/<login id>) go with their logins.
  await removeSandboxFolders(logins.map((login) => login.id), settings);
}
