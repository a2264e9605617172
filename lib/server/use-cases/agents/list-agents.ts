import "server-only";
import type { Agent } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toAgentView } from "./agent-view";
import { organisationDefaultBindings } from "./organisation-default-bindings";

/** The organisation's agents, by name. */
export async function listAgents(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ agents: Agent[] }> {
  const [agents, defaults] = await Promise.all([
    database.agent.findMany({ where: { organisationId: principal.organisationId }, orderBy: [{ name: "asc" }, { createdAt: "asc" }] }),
    organisationDefaultBindings(database, principal.organisationId),
  ]);
  return { agents: agents.map((agent) => toAgentView(agent, defaults)) };
}
