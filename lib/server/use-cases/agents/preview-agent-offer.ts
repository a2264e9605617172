import "server-only";
import type { AgentOfferPreview, AgentOfferQuery } from "@/lib/contracts/agent-bodies";
import { explainOffer } from "@/lib/runtime/offer/explain-offer";
import { explainConnectors } from "@/lib/runtime/offer/explain-connectors";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { findCallSubjects } from "@/lib/server/runs/find-call-subjects";
import { loadAgentOfferById } from "@/lib/server/runs/load-agent-offer";
import { taskSettingsOf } from "@/lib/server/runs/load-task-settings";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";

/**
 * The offer a run of this agent would get at its first turn, by the same rules the loop applies, with the
 * reason each other tool is left out. The acting user is the one asking, as it would be for their run.
 */
export async function previewAgentOffer(
  database: Database,
  principal: Pick<Principal, "organisationId" | "userId" | "roles">,
  agentId: string,
  query: AgentOfferQuery,
): Promise<AgentOfferPreview> {
  const { agent, task } = await findCallSubjects(database, principal, { agentId, taskId: query.taskId });
  const dependencies = createLoopDependencies(database);
  const agentOffer = await loadAgentOfferById(database, agent.id);
  const tools = explainOffer({
    ...agentOffer,
    catalog: dependencies.catalog,
    handlers: dependencies.handlers,
    task: task ? taskSettingsOf(task) : null,
    actingUserRoles: principal.roles,
    remainingToolCalls: agent.toolCallBudget,
    kind: query.kind,
  });
  return { agentId: agent.id, kind: query.kind, taskId: task?.id ?? null, tools, connectors: explainConnectors(agentOffer.connectors) };
}
