import "server-only";
import type { AgentAutomation } from "@/lib/contracts/agent-automation";
import type { Database } from "@/lib/server/db";
import { findCallSubjects } from "@/lib/server/runs/find-call-subjects";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { scheduleSummary } from "@/lib/tools/schedule/schedule-view";
import { scriptSummary } from "@/lib/tools/script/script-view";

/** The agent's scripts by name and schedules oldest first, as the script and schedule tools list them. */
export async function listAgentAutomation(database: Database, principal: UseCasePrincipal, agentId: string): Promise<AgentAutomation> {
  const { agent } = await findCallSubjects(database, principal, { agentId });
  const scope = { organisationId: principal.organisationId, agentId: agent.id };
  const [scripts, schedules] = await Promise.all([
    database.script.findMany({ where: scope, orderBy: { name: "asc" } }),
    database.schedule.findMany({ where: scope, orderBy: { createdAt: "asc" } }),
  ]);
  const now = new Date();
  return { scripts: scripts.map(scriptSummary), schedules: schedules.map((schedule) => scheduleSummary(schedule, now)) };
}
