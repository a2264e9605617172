import "server-only";
import type { Login } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { closeLoginConnections } from "@/lib/server/connectors/close-login-connections";
import type { Database } from "@/lib/server/db";
import { findOwnLogin } from "./find-own-login";
import { toLoginView } from "./login-view";

/**
 * CONTRACT.md: POST /v1/logins/:id/disconnect → disconnected, its connection closed. The stored list, the
 * tool settings and any OAuth tokens stay, so a reconnect can use them; a sign-in under way is abandoned.
 */
export async function disconnectLogin(database: Database, principal: Pick<Principal, "organisationId">, loginId: string): Promise<Login> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  const updated = await database.connectorLogin.update({ where: { id: login.id }, data: { status: "disconnected", authorizationUrl: null, oauthStateHash: null } });
  await closeLoginConnections([login.id]);
  return toLoginView(updated, login.connector.name);
}
