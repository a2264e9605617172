import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { live } from "@/lib/server/database/soft-delete";

type Wanted = { agentId: string; taskId?: string | null; conversationId?: string | null };

/**
 * The agent, task and conversation a run or a playground call names, each in the principal's organisation;
 * another organisation's id is the same 404 as no id at all.
 */
export async function findCallSubjects(database: Database, principal: UseCasePrincipal, wanted: Wanted) {
  const where = (id: string) => ({ id, organisationId: principal.organisationId });
  // A deleted agent or task (issue 12, item 7) starts nothing: the same 404 as no id at all.
  const [agent, task, conversation] = await Promise.all([
    database.agent.findFirst({ where: live(where(wanted.agentId)) }),
    wanted.taskId ? database.task.findFirst({ where: live(where(wanted.taskId)) }) : null,
    wanted.conversationId ? database.conversation.findFirst({ where: where(wanted.conversationId) }) : null,
  ]);
  if (!agent) throw new AppError("not_found", `No agent ${wanted.agentId} in your organisation.`, { field: "agentId" });
  if (wanted.taskId && !task) throw new AppError("not_found", `No task ${wanted.taskId} in your organisation.`, { field: "taskId" });
  if (wanted.conversationId && !conversation) {
    throw new AppError("not_found", `No conversation ${wanted.conversationId} in your organisation.`, { field: "conversationId" });
  }
  return { agent, task, conversation };
}
