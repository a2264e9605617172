import "server-only";
import type { Agent, UpdateAgentBody } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { flagColumns, mergeBindings } from "./agent-changes";
import { toAgentView } from "./agent-view";
import { findOwnAgent } from "./find-own-agent";
import { organisationDefaultBindings } from "./organisation-default-bindings";

/** PATCH: fields left out are kept; flags and bindings merge into the agent's own. */
export async function updateAgent(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  agentId: string,
  body: UpdateAgentBody,
): Promise<Agent> {
  const existing = await findOwnAgent(database, principal.organisationId, agentId);
  const agent = await database.agent.update({
    where: { id: existing.id },
    data: {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...flagColumns(body.flags),
      ...(body.bindings === undefined ? {} : { bindings: mergeBindings(existing.bindings, body.bindings) }),
      ...(body.toolCallBudget === undefined ? {} : { toolCallBudget: body.toolCallBudget }),
      ...(body.maxIterations === undefined ? {} : { maxIterations: body.maxIterations }),
      ...(body.previews === undefined ? {} : { previews: body.previews }),
    },
  });
  return toAgentView(agent, await organisationDefaultBindings(database, principal.organisationId));
}
