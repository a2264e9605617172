import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { storedConnector, type StoredConnector } from "@/lib/server/connectors/stored-connector";
import type { Database } from "@/lib/server/db";

/** The connector when it belongs to the organisation; another organisation's id is as unknown as a made-up one. */
export async function findOwnConnector(database: Database, organisationId: string, connectorId: string): Promise<StoredConnector> {
  const connector = await database.connector.findFirst({ where: { id: connectorId, organisationId } });
  if (connector === null) throw new AppError("not_found", `No connector ${connectorId} in your organisation.`);
  return storedConnector(connector);
}
