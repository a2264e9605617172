import "server-only";
import type { ConnectorLogin as LoginRow } from "@/lib/generated/prisma/client";
import { resolveLogin, type AgentPlace } from "@/lib/runtime/offer/resolve-login";
import type { Database } from "@/lib/server/db";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// CONTRACT.md, Connectors: each connector the agent has on resolves to one login — the agent's own, else its
// guild's, else the organisation's (resolve-login.ts holds the one rule; this only reads the rows).

export type AgentConnectorLogin = { connector: { id: string; name: string }; login: LoginRow | null };

export type ConnectorWithLogins = { id: string; name: string; logins: LoginRow[] };

/** The connector names an agent's `connectors` column turns on ({"files": true, "github": false} → files). */
export function connectorsOn(column: unknown): string[] {
  if (typeof column !== "object" || column === null || Array.isArray(column)) return [];
  return Object.entries(column)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
}

/** For each of the organisation's connectors the agent has on (by name), the login that serves the agent. */
export function resolveAgentConnectors(connectors: readonly ConnectorWithLogins[], agent: AgentPlace & { connectors: unknown }): AgentConnectorLogin[] {
  const on = new Set(connectorsOn(agent.connectors));
  return connectors
    .filter((connector) => on.has(connector.name))
    .map((connector) => ({ connector: { id: connector.id, name: connector.name }, login: resolveLogin(connector.logins, agent) }));
}

/** The organisation's connectors with every login that could serve one of its agents, by name. */
export async function connectorsWithLogins(database: Database, organisationId: string, names?: readonly string[]): Promise<ConnectorWithLogins[]> {
  return database.connector.findMany({
    where: { organisationId, ...(names === undefined ? {} : { name: { in: [...names] } }) },
    orderBy: { name: "asc" },
    select: { id: true, name: true, logins: true },
  });
}

/** The agent's connectors that are on, each with the login that serves it or null. An unknown agent has none. */
export async function agentConnectorLogins(database: Database, agentId: string): Promise<AgentConnectorLogin[]> {
  const agent = await database.agent.findUnique({ where: includingDeleted({ id: agentId }), select: { id: true, organisationId: true, guildId: true, connectors: true } });
  if (agent === null) return [];
  const names = connectorsOn(agent.connectors);
  if (names.length === 0) return [];
  return resolveAgentConnectors(await connectorsWithLogins(database, agent.organisationId, names), agent);
}
