import "server-only";
import type { Database } from "@/lib/server/db";
import { isStuck } from "./locked-run";
import { recordRunEvent } from "./record-run-event";
import { ownerRef, routeTarget, unblockedRunView } from "./run-owner";
import type { UnblockCaller } from "./unblock-actor";
import type { UnblockOutcome } from "./unblock-outcome";
import { unblockStep } from "./unblock-step";

/**
 * os.route_run, POST /v1/runs/:id/route (CONTRACT.md, Blockers): a stuck run is handed to a member (a person
 * or an agent) or a job role, who then owns unblocking it. Routing it to its current owner changes nothing.
 */
export async function routeRun(database: Database, caller: UnblockCaller, runId: string, to: string, note: string): Promise<UnblockOutcome> {
  return unblockStep(database, caller, runId, "route", async (transaction, run) => {
    const target = await routeTarget(transaction, caller.organisationId, to);
    if (target === null) return { kind: "target_not_found", to };
    if (!isStuck(run.status)) return { kind: "not_blocked", status: run.status, reason: `it is ${run.status}, neither failed nor waiting on a person` };
    const current = ownerRef(run);
    if (current !== null && current.kind === target.kind && current.id === target.id) {
      return { kind: "unchanged", run: await unblockedRunView(transaction, caller.organisationId, run) };
    }
    const routed = await transaction.run.update({ where: { id: run.id }, data: { ownerKind: target.kind, ownerId: target.id }, select: { ownerKind: true, ownerId: true } });
    await recordRunEvent(transaction, caller, run.id, "routed", note, { from: current, to: target });
    return { kind: "done", run: await unblockedRunView(transaction, caller.organisationId, { ...run, ...routed }) };
  });
}
