import "server-only";
import type { Agent, UpdateAgentBody } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import { agentConnectorLogins } from "@/lib/server/connectors/agent-connector-logins";
import type { Database } from "@/lib/server/db";
import { refuseForeignGuild } from "@/lib/server/use-cases/guilds/find-own-guild";
import { ownJobRoleIds } from "../enterprise/member-references";
import { agentModelColumn } from "./agent-model-column";
import { flagColumns, mergeBindings, mergeConnectors, refuseUnknownConnectors } from "./agent-changes";
import { toAgentView } from "./agent-view";
import { findOwnAgent } from "./find-own-agent";
import { organisationDefaultBindings } from "./organisation-default-bindings";

/** CONTRACT.md, Guilds: a guild id of this organisation, or null (out of any guild); another's is refused like a made-up one. */
async function guildColumn(database: Database, organisationId: string, guildId: string | null | undefined): Promise<{ guildId?: string | null }> {
  if (guildId === undefined) return {};
  if (guildId === null) return { guildId: null };
  return { guildId: await refuseForeignGuild(database, organisationId, guildId, "guildId") };
}

/** PATCH: fields left out are kept; flags, bindings and connectors merge into the agent's own. */
export async function updateAgent(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  agentId: string,
  body: UpdateAgentBody,
): Promise<Agent> {
  const existing = await findOwnAgent(database, principal.organisationId, agentId);
  const guild = await guildColumn(database, principal.organisationId, body.guildId);
  await refuseUnknownConnectors(database, principal.organisationId, body.connectors);
  const jobRoleIds = body.roles === undefined ? undefined : await ownJobRoleIds(database, principal.organisationId, body.roles, "roles");
  const model = await agentModelColumn(database, principal.organisationId, existing.id, body.model);
  const agent = await database.agent.update({
    where: { id: existing.id },
    data: {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...flagColumns(body.flags),
      ...(body.bindings === undefined ? {} : { bindings: mergeBindings(existing.bindings, body.bindings) }),
      ...(body.toolCallBudget === undefined ? {} : { toolCallBudget: body.toolCallBudget }),
      ...(body.maxIterations === undefined ? {} : { maxIterations: body.maxIterations }),
      ...(body.previews === undefined ? {} : { previews: body.previews }),
      ...guild,
      ...(body.connectors === undefined ? {} : { connectors: mergeConnectors(existing.connectors, body.connectors) }),
      ...(jobRoleIds === undefined ? {} : { jobRoleIds }),
      ...model,
    },
  });
  const [defaults, connectorLogins] = await Promise.all([organisationDefaultBindings(database, principal.organisationId), agentConnectorLogins(database, agent.id)]);
  return toAgentView(agent, defaults, connectorLogins);
}
