import "server-only";
import { AuthSchema, TransportSchema } from "@/lib/contracts/connector-bodies";
import type { Connector as ConnectorRow } from "@/lib/generated/prisma/client";
import type { AuthConfig, TransportConfig } from "@/lib/connectors/connector-types";

// A connector's JSON columns as the types the client and the views use. They were written through the same
// schemas (create-connector.ts), so a row that does not parse is a bug or a hand edit: say which connector.

export type StoredConnector = Pick<ConnectorRow, "id" | "organisationId" | "name" | "description" | "createdAt" | "updatedAt"> & {
  transport: TransportConfig;
  auth: AuthConfig;
};

export function storedConnector(row: ConnectorRow): StoredConnector {
  const transport = TransportSchema.safeParse(row.transport);
  const auth = AuthSchema.safeParse(row.auth);
  if (!transport.success || !auth.success) throw new Error(`Connector ${row.id} holds a transport or auth that does not parse.`);
  return { id: row.id, organisationId: row.organisationId, name: row.name, description: row.description, createdAt: row.createdAt, updatedAt: row.updatedAt, transport: transport.data, auth: auth.data };
}
