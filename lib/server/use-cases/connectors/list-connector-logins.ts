import "server-only";
import type { LoginList } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { LOGIN_ORDER } from "./connector-view";
import { findOwnConnector } from "./find-own-connector";
import { toLoginView } from "./login-view";

/** One connector's logins: the organisation's, then guilds', then agents'. */
export async function listConnectorLogins(database: Database, principal: Pick<Principal, "organisationId">, connectorId: string): Promise<LoginList> {
  const connector = await findOwnConnector(database, principal.organisationId, connectorId);
  const logins = await database.connectorLogin.findMany({ where: { connectorId: connector.id }, orderBy: [...LOGIN_ORDER] });
  return { logins: logins.map((login) => toLoginView(login, connector.name)) };
}
