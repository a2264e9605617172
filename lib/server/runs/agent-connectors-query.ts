import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AgentConnector, ConnectorLoginSnapshot } from "@/lib/runtime/offer/connector-offer";
import { resolveLogin } from "@/lib/runtime/offer/resolve-login";
import type { TransportConfig } from "@/lib/connectors/connector-types";
import type { KeyedConnector } from "../connectors/platform-keys";

// Issue 10: the connectors an agent has on and the logins that could serve it (its own, its guild's, the
// organisation's), as one column of the statements a run reads its agent with (run-head-query.ts and
// turnInputsQuery): a step stays two statements. Which of them serves is resolve-login.ts's rule, here
// applied in TypeScript, never in SQL.

/**
 * For the agent `a` and its connector `c`: the agent has the connector on, and `l` is a login that could serve
 * it (the organisation's, its guild's, its own) — the one SQL reading of these rules, for every statement.
 */
export const connectorOnForAgent = Prisma.sql`jsonb_typeof(a.connectors -> c.name) = 'boolean' AND (a.connectors -> c.name)::boolean`;
export const loginCouldServeAgent = Prisma.sql`(
        l.scope = 'organisation'
        OR (l.scope = 'guild' AND l."guildId" IS NOT NULL AND l."guildId" = a."guildId")
        OR (l.scope = 'agent' AND l."agentId" = a.id))`;

/** The column `connectors` for agent `a` (joined as `a`): one JSON row per connector on and candidate login. */
export const agentConnectorsColumn = Prisma.sql`COALESCE((
    SELECT json_agg(json_build_object(
      'connector', c.name, 'organisationId', c."organisationId", 'transport', c.transport, 'id', l.id, 'scope', l.scope, 'guildId', l."guildId", 'agentId', l."agentId",
      'status', l.status, 'platform', l.platform, 'listedAt', l."listedAt", 'tools', l.tools, 'settings', l."toolSettings"
    ) ORDER BY c.name, l.scope)
    FROM "Connector" c
      LEFT JOIN "ConnectorLogin" l ON l."connectorId" = c.id AND ${loginCouldServeAgent}
    WHERE c."organisationId" = a."organisationId" AND ${connectorOnForAgent}
  ), '[]'::json) AS connectors, a.id AS "agentRowId", a."guildId" AS "agentGuildId"`;

/** One row of the column: a connector, and a candidate login when it has one. */
export type AgentConnectorRow = { connector: string; organisationId: string; transport: TransportConfig; id: string | null } & Partial<Omit<ConnectorLoginSnapshot, "id">>;

export type AgentConnectorColumns = { connectors: AgentConnectorRow[]; agentRowId: string; agentGuildId: string | null };

function snapshotOf(row: AgentConnectorRow & { id: string }): ConnectorLoginSnapshot {
  return {
    id: row.id,
    scope: row.scope ?? "organisation",
    guildId: row.guildId ?? null,
    agentId: row.agentId ?? null,
    status: row.status ?? "pending",
    platform: row.platform === true,
    listedAt: row.listedAt ?? null,
    tools: Array.isArray(row.tools) ? row.tools : [],
    settings: typeof row.settings === "object" && row.settings !== null ? row.settings : {},
  };
}

/** The agent's connectors, each with the login that serves it (or none). */
export function agentConnectorsOf(columns: AgentConnectorColumns, platformKeyServes: (connector: KeyedConnector) => boolean): AgentConnector[] {
  const byConnector = new Map<string, { keyed: KeyedConnector; logins: ConnectorLoginSnapshot[] }>();
  for (const row of columns.connectors) {
    const entry = byConnector.get(row.connector) ?? { keyed: { name: row.connector, organisationId: row.organisationId, transport: row.transport }, logins: [] };
    if (row.id !== null) entry.logins.push(snapshotOf({ ...row, id: row.id }));
    byConnector.set(row.connector, entry);
  }
  const place = { id: columns.agentRowId, guildId: columns.agentGuildId };
  return [...byConnector].map(([connector, { keyed, logins }]) => ({ connector, login: resolveLogin(logins, place), platformKeyServes: platformKeyServes(keyed) }));
}
