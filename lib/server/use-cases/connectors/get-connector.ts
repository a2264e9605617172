import "server-only";
import type { Connector } from "@/lib/contracts/connector-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { LOGIN_ORDER, toConnectorView } from "./connector-view";
import { findOwnConnector } from "./find-own-connector";

export async function getConnector(database: Database, principal: Pick<Principal, "organisationId">, connectorId: string): Promise<Connector> {
  const connector = await findOwnConnector(database, principal.organisationId, connectorId);
  const logins = await database.connectorLogin.findMany({ where: { connectorId: connector.id }, orderBy: [...LOGIN_ORDER] });
  return toConnectorView(connector, logins);
}
