import "server-only";
import type { Login } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { closeLoginConnections } from "@/lib/server/connectors/close-login-connections";
import { needsOAuth } from "@/lib/server/connectors/connection-target";
import { listLogin } from "@/lib/server/connectors/list-login";
import { startLoginSignIn } from "@/lib/server/connectors/login-sign-in";
import { holdsTokens } from "@/lib/server/connectors/sealed-oauth-store";
import { storedConnector } from "@/lib/server/connectors/stored-connector";
import type { Database } from "@/lib/server/db";
import { findOwnLogin, type OwnLogin } from "./find-own-login";
import { toLoginView } from "./login-view";

/** An OAuth login: its tokens first (refreshed by the SDK when the server refuses them); a new sign-in when they do not serve. */
async function reconnectOAuth(database: Database, login: OwnLogin, startedBy: string): Promise<void> {
  if (holdsTokens(login.sealedOauth)) {
    const listed = await listLogin(database, login.id, { connect: true });
    if (listed.kind === "listed" || listed.code !== "unauthorized") return;
  } else if (login.sealedOauth !== null) {
    // A state that cannot be opened (another TOLLGATE_SECRET_KEY) is no use: sign in from scratch.
    await database.connectorLogin.update({ where: { id: login.id }, data: { sealedOauth: null } });
  }
  const signIn = await startLoginSignIn(database, login.id, startedBy);
  if (signIn.kind === "authorized") await listLogin(database, login.id, { connect: true });
}

/**
 * CONTRACT.md: POST /v1/logins/:id/reconnect — a fresh connection that lists again. An OAuth login whose
 * tokens still serve connects; one without is pending again with a new authorizationUrl.
 */
export async function reconnectLogin(database: Database, principal: Pick<Principal, "organisationId" | "userId">, loginId: string): Promise<Login> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  const connector = storedConnector(await database.connector.findUniqueOrThrow({ where: { id: login.connectorId } }));
  await closeLoginConnections([login.id]);
  if (needsOAuth(login, connector)) await reconnectOAuth(database, login, principal.userId);
  else await listLogin(database, login.id, { connect: true });
  return toLoginView(await database.connectorLogin.findUniqueOrThrow({ where: { id: login.id } }), connector.name);
}
