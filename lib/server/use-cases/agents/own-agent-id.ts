import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";

// A body's `agentId` (a secret's owner, a connector login's place) must name a live agent of the caller's
// organisation: another organisation's, a deleted one (issue 12: soft-deleted agents answer like made-up
// ids) and a made-up id are refused alike, naming the field.

export async function ownAgentIdOrRefuse(database: Pick<Database, "agent">, organisationId: string, agentId: string): Promise<string> {
  const agent = await database.agent.findFirst({ where: live({ id: agentId, organisationId }), select: { id: true } });
  if (agent !== null) return agent.id;
  throw new AppError("invalid_request", "agentId names no agent in your organisation.", {
    details: [{ path: "agentId", message: "No agent with this id in your organisation." }],
  });
}
