import "server-only";
import type { Agent } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import { agentConnectorLogins } from "@/lib/server/connectors/agent-connector-logins";
import type { Database } from "@/lib/server/db";
import { toAgentView } from "./agent-view";
import { findOwnAgent } from "./find-own-agent";
import { organisationDefaultBindings } from "./organisation-default-bindings";

export async function getAgent(database: Database, principal: Pick<Principal, "organisationId">, agentId: string): Promise<Agent> {
  const agent = await findOwnAgent(database, principal.organisationId, agentId);
  const [defaults, connectorLogins] = await Promise.all([organisationDefaultBindings(database, principal.organisationId), agentConnectorLogins(database, agent.id)]);
  return toAgentView(agent, defaults, connectorLogins);
}
