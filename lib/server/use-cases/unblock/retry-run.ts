import "server-only";
import { live } from "@/lib/server/database/soft-delete";
import { fromPrisma } from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canTransition } from "@/lib/runtime/lifecycle/run-status";
import type { Database } from "@/lib/server/db";
import { senderBoss } from "@/lib/server/queue/boss";
import { enqueueRun } from "@/lib/server/queue/run-queue";
import { modelForProductStartedRun } from "@/lib/server/runs/model-for-product-started-run";
import { parseRunState } from "@/lib/server/runs/run-state";
import { latestRunEventKind, recordRunEvent } from "./record-run-event";
import { unblockedRunView } from "./run-owner";
import type { UnblockCaller } from "./unblock-actor";
import type { UnblockOutcome } from "./unblock-outcome";
import { unblockStep } from "./unblock-step";

/**
 * os.retry_run, POST /v1/runs/:id/retry (CONTRACT.md, Blockers): a failed run is queued again, same id, and a
 * worker resumes it as it resumes any run after a restart (lib/runtime/loop/advance-run.ts): its committed
 * turns are its history, an unsettled last turn is settled, then the model is asked for the next. The retry
 * gives it its budget and iteration cap again (RunState.retriedAfterTurns), so a run that failed on its
 * limits has room to go on. The agent's default model, when set, plays it (a run the product starts by
 * itself). A repeat — the run was retried and has not failed again — changes nothing.
 */
export async function retryRun(database: Database, caller: UnblockCaller, runId: string, note: string): Promise<UnblockOutcome> {
  const boss = await senderBoss();
  return unblockStep(database, caller, runId, "retry", async (transaction, run) => {
    if (run.status !== "failed") {
      if ((await latestRunEventKind(transaction, run.id)) === "retried") return { kind: "unchanged", run: await unblockedRunView(transaction, caller.organisationId, run) };
      const reason = run.status === "waiting" ? "it waits on a gate and goes on once the gate is decided; clear or escalate it instead" : `it is ${run.status}, not failed`;
      return { kind: "not_blocked", status: run.status, reason };
    }
    if (!canTransition(run.status, "queued")) throw new Error("the run lifecycle no longer lets a failed run be queued again");
    const turns = await transaction.turn.count({ where: { runId: run.id } });
    const state: Prisma.InputJsonObject = { ...parseRunState(run.state), retriedAfterTurns: turns };
    const queued = await transaction.run.update({
      where: { id: run.id },
      data: {
        status: "queued",
        state,
        failureCode: null,
        failureMessage: null,
        output: null,
        finishedAt: null,
        escalatedAt: null,
        escalationNote: null,
        ...(await defaultModelOf(transaction, run.agentId)),
      },
      select: { id: true, status: true, actingUserId: true, ownerKind: true, ownerId: true, escalatedAt: true, escalationNote: true },
    });
    await recordRunEvent(transaction, caller, run.id, "retried", note, { failure: { code: run.failureCode, message: run.failureMessage }, afterTurns: turns });
    await enqueueRun(boss, run.id, fromPrisma(transaction));
    return { kind: "done", run: await unblockedRunView(transaction, caller.organisationId, { ...run, ...queued }) };
  });
}

/** CONTRACT.md, The enterprise: the agent's default model, as stored, when one is set and still valid. */
async function defaultModelOf(transaction: Prisma.TransactionClient, agentId: string): Promise<{ model?: Prisma.InputJsonValue }> {
  const agent = await transaction.agent.findFirst({ where: live({ id: agentId }), select: { model: true } });
  if (agent?.model === null || agent?.model === undefined) return {};
  const chosen = modelForProductStartedRun({ model: agent.model }, null);
  return chosen.kind === "model" ? { model: agent.model as Prisma.InputJsonValue } : {};
}
