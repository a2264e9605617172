import "server-only";
import type { Connector } from "@/lib/contracts/connector-schemas";
import type { ConnectorLogin as LoginRow } from "@/lib/generated/prisma/client";
import type { StoredConnector } from "@/lib/server/connectors/stored-connector";
import { toLoginView } from "./login-view";

/** CONTRACT.md, Connectors: the transport as configured — a secret is named, never valued (none is stored here). */
export function toConnectorView(connector: StoredConnector, logins: readonly LoginRow[]): Connector {
  return {
    id: connector.id,
    name: connector.name,
    description: connector.description,
    transport: connector.transport,
    auth: connector.auth,
    logins: logins.map((login) => toLoginView(login, connector.name)),
    createdAt: connector.createdAt.toISOString(),
    updatedAt: connector.updatedAt.toISOString(),
  };
}

/** The order logins are shown in: the organisation's, then guilds', then agents' (the enum's order), oldest first. */
export const LOGIN_ORDER = [{ scope: "asc" }, { createdAt: "asc" }] as const;
