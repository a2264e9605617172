import "server-only";
import type { Agent } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import { connectorsWithLogins, resolveAgentConnectors } from "@/lib/server/connectors/agent-connector-logins";
import type { Database } from "@/lib/server/db";
import { toAgentView } from "./agent-view";
import { organisationDefaultBindings } from "./organisation-default-bindings";
import { live } from "@/lib/server/database/soft-delete";

/** The organisation's agents, by name; the connectors and their logins are read once for all of them. */
export async function listAgents(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ agents: Agent[] }> {
  const [agents, defaults, connectors] = await Promise.all([
    database.agent.findMany({ where: live({ organisationId: principal.organisationId }), orderBy: [{ name: "asc" }, { createdAt: "asc" }] }),
    organisationDefaultBindings(database, principal.organisationId),
    connectorsWithLogins(database, principal.organisationId),
  ]);
  return { agents: agents.map((agent) => toAgentView(agent, defaults, resolveAgentConnectors(connectors, agent))) };
}
