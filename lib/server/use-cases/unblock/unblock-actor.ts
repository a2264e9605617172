import "server-only";
import { live } from "@/lib/server/database/soft-delete";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UnblockActor } from "./may-unblock";

/** Who acts, as the use cases take it: the person (or the agent's run acting for them) and the organisation. */
export type UnblockCaller = {
  organisationId: string;
  userId: string | null;
  roles: readonly string[];
  /** The agent whose run acts (a tool call), and that run: recorded on the timeline. Null over the API. */
  agentId: string | null;
  runId: string | null;
};

/** The caller with the person's job roles read (a run routed to a role is that role's holders'). */
export async function unblockActor(transaction: Prisma.TransactionClient, caller: UnblockCaller): Promise<UnblockActor> {
  const user = caller.userId === null ? null : await transaction.user.findFirst({ where: live({ id: caller.userId, organisationId: caller.organisationId }), select: { jobRoleIds: true } });
  return { userId: user === null ? null : caller.userId, roles: caller.roles, jobRoleIds: user?.jobRoleIds ?? [], agentId: caller.agentId };
}
