import "server-only";
import { clearedEnding } from "@/lib/runtime/lifecycle/run-ending";
import type { Database } from "@/lib/server/db";
import { cancelRefusal } from "@/lib/server/runs/cancel-run";
import { endRunCancelled } from "@/lib/server/runs/end-run-cancelled";
import { isStuck } from "./locked-run";
import { latestRunEventKind, recordRunEvent } from "./record-run-event";
import { unblockedRunView } from "./run-owner";
import type { UnblockCaller } from "./unblock-actor";
import type { UnblockOutcome } from "./unblock-outcome";
import { unblockStep } from "./unblock-step";

/**
 * os.clear_run, POST /v1/runs/:id/clear (CONTRACT.md, Blockers): a stuck run (failed, or waiting on a person)
 * ends as `cancelled` with the note, through the one path a cancel takes (end-run-cancelled.ts). A waiting
 * run whose gate the CEO decided first resumes with that decision instead (the cancel's rule). Clearing it
 * again changes nothing.
 */
export async function clearRun(database: Database, caller: UnblockCaller, runId: string, note: string, now: Date = new Date()): Promise<UnblockOutcome> {
  return unblockStep(database, caller, runId, "clear", async (transaction, run) => {
    if (run.status === "cancelled" && (await latestRunEventKind(transaction, run.id)) === "cleared") {
      return { kind: "unchanged", run: await unblockedRunView(transaction, caller.organisationId, run) };
    }
    if (!isStuck(run.status)) return { kind: "not_blocked", status: run.status, reason: `it is ${run.status}, neither failed nor waiting on a person` };
    if (run.status === "waiting" && (await cancelRefusal(transaction, run.id, run.status)) !== null) {
      return { kind: "not_blocked", status: run.status, reason: "the CEO decided its gate first and it goes on with that decision" };
    }
    const ending = clearedEnding(note);
    if (!(await endRunCancelled(transaction, run, ending, now))) throw new Error(`the run lifecycle no longer lets a ${run.status} run be cleared`);
    await transaction.run.update({ where: { id: run.id }, data: { escalatedAt: null, escalationNote: null } });
    await recordRunEvent(transaction, caller, run.id, "cleared", note);
    return { kind: "done", run: await unblockedRunView(transaction, caller.organisationId, { ...run, status: ending.status, escalatedAt: null, escalationNote: null }) };
  });
}
