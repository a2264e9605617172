import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockRun } from "@/lib/server/runs/lock-run";
import type { UnblockSubject } from "./may-unblock";

const columns = {
  id: true,
  status: true,
  state: true,
  agentId: true,
  actingUserId: true,
  ownerKind: true,
  ownerId: true,
  escalatedAt: true,
  escalationNote: true,
  failureCode: true,
  failureMessage: true,
} as const satisfies Prisma.RunSelect;

export type LockedRun = Prisma.RunGetPayload<{ select: typeof columns }>;

/**
 * The run of the organisation under its row lock (lock-run.ts: a CEO's decision, a cancel and these actions
 * run one after another), or null for a foreign or made-up id.
 */
export async function lockedRun(transaction: Prisma.TransactionClient, organisationId: string, runId: string): Promise<LockedRun | null> {
  const found = await transaction.run.findFirst({ where: { id: runId, organisationId }, select: { id: true } });
  if (found === null) return null;
  await lockRun(transaction, found.id);
  return transaction.run.findUnique({ where: { id: found.id }, select: columns });
}

export function unblockSubject(run: LockedRun): UnblockSubject {
  return { actingUserId: run.actingUserId, ownerKind: run.ownerKind, ownerId: run.ownerId, escalated: run.escalatedAt !== null };
}

/** Failed, or waiting on a person (an open gate): what routing, clearing and escalating act on. */
export function isStuck(status: LockedRun["status"]): boolean {
  return status === "failed" || status === "waiting";
}
