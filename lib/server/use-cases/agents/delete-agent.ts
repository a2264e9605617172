import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";

// CONTRACT.md, Curation and people: DELETE /v1/agents/:id → 204; its runs stay readable. A Run row cascades
// with its agent, so the agent is hidden (deletedAt) instead of removed: its runs, their turns, calls,
// gates and stored results keep their agent and its name; it leaves the agents list; a new run or a
// playground call naming it gets the 404 of a made-up id; its schedules stop firing. Runs already under
// way finish as they started.

export async function deleteAgent(database: Database, principal: Pick<Principal, "organisationId">, agentId: string): Promise<void> {
  await database.$transaction(async (transaction) => {
    const deleted = await transaction.agent.updateMany({
      where: live({ id: agentId, organisationId: principal.organisationId }),
      data: { deletedAt: new Date() },
    });
    if (deleted.count === 0) throw new AppError("not_found", `No agent ${agentId} in your organisation.`);
    await transaction.schedule.updateMany({ where: { agentId, organisationId: principal.organisationId }, data: { enabled: false } });
  });
}
