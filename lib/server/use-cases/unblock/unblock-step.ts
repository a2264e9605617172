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
    const decision = mayUnblock(await unblockActor(transaction, caller), unblockSubject(run), action);
    if (decision.kind === "refused") return decision;
    return act(transaction, run);
  });
}
