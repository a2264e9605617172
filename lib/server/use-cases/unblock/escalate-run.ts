import "server-only";
import type { Database } from "@/lib/server/db";
import { isStuck } from "./locked-run";
import { recordRunEvent } from "./record-run-event";
import { unblockedRunView } from "./run-owner";
import type { UnblockCaller } from "./unblock-actor";
import type { UnblockOutcome } from "./unblock-outcome";
import { unblockStep } from "./unblock-step";

/**
 * os.escalate_run, POST /v1/runs/:id/escalate (CONTRACT.md, Blockers): a stuck run is put before the CEO, on
 * the portal's Gates page beside the gates, until it is retried or cleared. Escalating it again changes
 * nothing (the first escalation and its note stand).
 */
export async function escalateRun(database: Database, caller: UnblockCaller, runId: string, note: string, now: Date = new Date()): Promise<UnblockOutcome> {
  return unblockStep(database, caller, runId, "escalate", async (transaction, run) => {
    if (!isStuck(run.status)) return { kind: "not_blocked", status: run.status, reason: `it is ${run.status}, neither failed nor waiting on a person` };
    if (run.escalatedAt !== null) return { kind: "unchanged", run: await unblockedRunView(transaction, caller.organisationId, run) };
    const escalated = await transaction.run.update({ where: { id: run.id }, data: { escalatedAt: now, escalationNote: note.trim() }, select: { escalatedAt: true, escalationNote: true } });
    await recordRunEvent(transaction, caller, run.id, "escalated", note);
    return { kind: "done", run: await unblockedRunView(transaction, caller.organisationId, { ...run, ...escalated }) };
  });
}
