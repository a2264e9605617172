import "server-only";
import { Prisma, type Connector as ConnectorRow } from "@/lib/generated/prisma/client";
import type { LoginScope, LoginStatus } from "@/lib/runtime/lifecycle/login-status";
import { resolveLogin } from "@/lib/runtime/offer/resolve-login";
import { preparedQuery } from "../database/prepared-query";
import { connectorOnForAgent, loginCouldServeAgent } from "../runs/agent-connectors-query";
import type { Database } from "../db";

// Issue 10: what a vendor call reads before it reaches the server — the agent's connector of that name (if the
// agent has it on) and the logins that could serve the agent, with the connector's transport and auth — as one
// named statement (prepared-query.ts), not the four Prisma reads of the views (~3 ms a call measured). Which
// login serves is resolve-login.ts's rule.

export type VendorLogin = {
  id: string;
  organisationId: string;
  connectorId: string;
  scope: LoginScope;
  guildId: string | null;
  agentId: string | null;
  status: LoginStatus;
  platform: boolean;
  tools: unknown;
  toolSettings: unknown;
  /** The login's sealed OAuth state: its tokens are redacted from what its server answers (issue 16, item 6). */
  sealedOauth: string | null;
};

type Row = VendorLogin & { connector: ConnectorRow & { createdAt: string; updatedAt: string }; agentGuildId: string | null };

function vendorLoginQuery(agentId: string, connector: string): Prisma.Sql {
  return Prisma.sql`
    SELECT l.id, l."organisationId", l."connectorId", l.scope::text AS scope, l."guildId", l."agentId", l.status::text AS status,
      l.platform, l.tools, l."toolSettings", l."sealedOauth", a."guildId" AS "agentGuildId", row_to_json(c) AS connector
    FROM "Agent" a
      JOIN "Connector" c ON c."organisationId" = a."organisationId" AND c.name = ${connector}::text
      JOIN "ConnectorLogin" l ON l."connectorId" = c.id AND ${loginCouldServeAgent}
    WHERE a.id = ${agentId}::text AND ${connectorOnForAgent}`;
}

/** The login serving the agent for this connector, with its connector row; null when none does. */
export async function vendorLoginFor(database: Database, agentId: string, connector: string): Promise<{ login: VendorLogin; connector: ConnectorRow } | null> {
  const rows = await preparedQuery<Row>(database, vendorLoginQuery(agentId, connector));
  const first = rows[0];
  if (first === undefined) return null;
  const login = resolveLogin(rows, { id: agentId, guildId: first.agentGuildId });
  if (login === null) return null;
  const row = login.connector;
  return { login, connector: { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) } };
}
