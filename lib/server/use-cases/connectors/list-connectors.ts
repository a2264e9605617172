import "server-only";
import type { ConnectorList } from "@/lib/contracts/connector-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { storedConnector } from "@/lib/server/connectors/stored-connector";
import type { Database } from "@/lib/server/db";
import { LOGIN_ORDER, toConnectorView } from "./connector-view";

/** CONTRACT.md, Connectors: the connector list, by name, each with its logins. */
export async function listConnectors(database: Database, principal: Pick<Principal, "organisationId">): Promise<ConnectorList> {
  const rows = await database.connector.findMany({
    where: { organisationId: principal.organisationId },
    orderBy: { name: "asc" },
    include: { logins: { orderBy: [...LOGIN_ORDER] } },
  });
  return { connectors: rows.map((row) => toConnectorView(storedConnector(row), row.logins)) };
}
