import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import { mayUnblock, type UnblockAction } from "./may-unblock";
import { unblockActor, type UnblockCaller } from "./unblock-actor";
import { lockedRun, unblockSubject, type LockedRun } from "./locked-run";
import type { UnblockOutcome } from "./unblock-outcome";

/**
 * The frame every unblocking action shares: in one transaction, the run found in the caller's organisation
 * and locked, the acting user's rights decided (may-unblock.ts), then `act` on the locked run.
 */
export function unblockStep(
  database: Database,
  caller: UnblockCaller,
  runId: string,
  action: UnblockAction,
  act: (transaction: Prisma.TransactionClient, run: LockedRun) => Promise<UnblockOutcome>,
): Promise<UnblockOutcome> {
  return database.$transaction(async (transaction) => {
    const run = await lockedRun(transaction, caller.organisationId, runId);
    if (run === null) return { kind: "not_found" };
    // Once escalated, the CEO keeps the run's rights after a retry or a clear ends the escalation, so the
    // CEO's repeat of either is answered as a repeat (nothing changes), not refused.
    const wasEscalated = run.escalatedAt !== null || (await transaction.runEvent.count({ where: { runId: run.id, kind: "escalated" } })) > 0;
    const decision = mayUnblock(await unblockActor(transaction, caller), { ...unblockSubject(run), escalated: wasEscalated }, action);
    if (decision.kind === "refused") return decision;
    return act(transaction, run);
  });
}
