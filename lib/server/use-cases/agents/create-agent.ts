import "server-only";
import type { Agent, CreateAgentBody } from "@/lib/contracts/agent-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { flagColumns, mergeBindings } from "./agent-changes";
import { toAgentView } from "./agent-view";
import { organisationDefaultBindings } from "./organisation-default-bindings";

export async function createAgent(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  body: CreateAgentBody,
): Promise<Agent> {
  const agent = await database.agent.create({
    data: {
      organisationId: principal.organisationId,
      name: body.name,
      ...flagColumns(body.flags),
      bindings: mergeBindings({}, body.bindings),
      ...(body.toolCallBudget === undefined ? {} : { toolCallBudget: body.toolCallBudget }),
      ...(body.maxIterations === undefined ? {} : { maxIterations: body.maxIterations }),
      ...(body.previews === undefined ? {} : { previews: body.previews }),
    },
  });
  return toAgentView(agent, await organisationDefaultBindings(database, principal.organisationId));
}
