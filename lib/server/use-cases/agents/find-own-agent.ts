import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Agent as AgentRow } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";

/** The agent when it belongs to the organisation and is not deleted; another organisation's id is as unknown as a made-up one. */
export async function findOwnAgent(database: Database, organisationId: string, agentId: string): Promise<AgentRow> {
  const agent = await database.agent.findFirst({ where: live({ id: agentId, organisationId }) });
  if (agent === null) throw new AppError("not_found", `No agent ${agentId} in your organisation.`);
  return agent;
}
