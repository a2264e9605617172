import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ModelCall, SecretValues } from "@/lib/runtime/ports";
import { LeaseLostError, type CallSnapshot, type RunSnapshot, type RunStore, type TurnSnapshot } from "@/lib/runtime/ports/run-store";
import { statusesThatMayBecome } from "@/lib/runtime/lifecycle/run-status";
import type { Database } from "../db";
import { createPrismaSecretValues } from "../runtime/prisma-secret-values";
import { viewRedactorFor, viewRedactorOf, type ViewRedactor } from "../runtime/redact-for-view";
import { unsealed } from "../runtime/sealed-copy";
import { json } from "./redacted-call-columns";
import { taskSettingsOf } from "./load-task-settings";
import { parseRunState } from "./run-state";
import { loadTurnInputs, type LoadedTurnInputs } from "./load-agent-offer";
import { loadRunHead } from "./run-head-query";
import { loadRunTurns, type LoadedCallRow, type LoadedTurnRow } from "./run-turns-query";
import { recordTurnStatement } from "./record-turn-statement";
import { settleStatement } from "./settle-statement";
import { executableModelSpec } from "./stored-model-spec";
import { lockRun } from "./lock-run";
import { assertLeaseHeld, claimRunLease } from "./run-lease";
import { loadCompactions, recordCompactionRow } from "./compaction-rows";

// The loop's RunStore on PostgreSQL: every step is written before the next step starts. Issue 9, item 5: a
// step is two statements that write (record-turn-statement.ts, settle-statement.ts), each one commit.
// Issue 8, item 2: every row it writes holds what the model wrote with secret values redacted (the same
// redactor as results); the few values the loop acts on later are sealed beside them (sealed-copy.ts) and
// opened only by load(), so the loop sees exactly what it saw before and no other reader ever can.

function callSnapshot(call: LoadedCallRow): CallSnapshot {
  return {
    id: call.id,
    index: call.index,
    modelCallId: call.modelCallId,
    name: call.name,
    tool: call.tool,
    arguments: unsealed(call.arguments, call.sealedArguments),
    outcome: call.outcome,
    code: call.code,
    result: call.result,
    // Only the beginning was read (an earlier turn's result, issue 16, item 8): its whole length goes along.
    ...(call.result !== null && call.resultChars !== null && call.result.length < call.resultChars ? { resultChars: call.resultChars } : {}),
    ref: call.ref,
    storedBytes: call.storedBytes,
    attempts: call.attempts,
    gate: call.gate,
  };
}

/** The model names of a turn's stored offer (the definitions exactly as sent). */
function offeredNamesOf(offer: unknown): string[] {
  if (!Array.isArray(offer)) return [];
  return offer.flatMap((tool: unknown) => (typeof tool === "object" && tool !== null && typeof (tool as { name?: unknown }).name === "string" ? [(tool as { name: string }).name] : []));
}

/** The model's text and calls as sent: the sealed originals when redaction changed them. */
function modelOf(turn: LoadedTurnRow): Pick<TurnSnapshot, "modelText" | "modelCalls"> {
  if (turn.sealedModel === null) return { modelText: turn.modelText, modelCalls: turn.modelCalls as ModelCall[] };
  const original = unsealed(null, turn.sealedModel) as { text: string; calls: ModelCall[] };
  return { modelText: original.text, modelCalls: original.calls };
}

type RunOwner = { organisationId: string; agentId: string };

/** The redactor for a run's writes: its owners are read once, the values every time (a secret may be added mid-run). */
function runRedactors(database: Database, secrets: SecretValues) {
  const owners = new Map<string, RunOwner>();
  async function forRun(runId: string): Promise<ViewRedactor> {
    let owner = owners.get(runId);
    if (!owner) {
      owner = await database.run.findUniqueOrThrow({ where: { id: runId }, select: { organisationId: true, agentId: true } });
      owners.set(runId, owner);
    }
    return viewRedactorFor(secrets, owner.organisationId, [owner.agentId]);
  }
  return { forRun, own: (runId: string, owner: RunOwner) => owners.set(runId, owner) };
}

/** A lease no write accepts: the snapshot of a view (readRunForView), which never writes. */
const NOT_HELD = -1;

/**
 * The run as stored: its head and its turns, read side by side in one wait (run-head-query.ts,
 * run-turns-query.ts). `excerptCharacters` reads earlier turns' results only as far as a replay quotes them.
 */
async function readRun(database: Database, runId: string, lease: number, excerptCharacters: number | null): Promise<RunSnapshot | null> {
  const [run, turns, compactions] = await Promise.all([loadRunHead(database, runId), loadRunTurns(database, runId, excerptCharacters), loadCompactions(database, runId)]);
  if (!run) return null;
  const latest = turns.at(-1);
  return {
    ...run,
    lease,
    model: executableModelSpec(run.model),
    state: parseRunState(run.state),
    task: run.task ? taskSettingsOf(run.task) : null,
    turns: turns.map((turn) => ({
      id: turn.id,
      index: turn.index,
      ...modelOf(turn),
      ...(turn === latest ? { offeredTools: offeredNamesOf(turn.offer) } : {}),
      calls: turn.calls.map(callSnapshot),
      promptTokens: turn.promptTokens,
      inputTokens: turn.inputTokens,
    })),
    compactions,
  };
}

/**
 * The run for a view (its messages at a turn, its offer before the first): read whole, without taking the
 * lease — a reader must never take a run from the worker advancing it.
 */
export function readRunForView(database: Database, runId: string): Promise<RunSnapshot | null> {
  return readRun(database, runId, NOT_HELD, null);
}

export type PrismaRunStoreOptions = {
  /** How much of an earlier turn's result a later prompt quotes (replayedCharacters): all a load reads of it. */
  replayedCharacters?: number;
};

export function createPrismaRunStore(database: Database, secrets: SecretValues = createPrismaSecretValues(database), options: PrismaRunStoreOptions = {}): RunStore {
  const redactors = runRedactors(database, secrets);
  // The next turn's inputs as the settle statement read them (settle-statement.ts), good for the one
  // turnInputs call that follows a settle; any other write of the run drops them, so none is served stale.
  const carried = new Map<string, LoadedTurnInputs>();
  return {
    async load(runId): Promise<RunSnapshot | null> {
      // Issue 16, item 1: the lease first, so what this pass reads includes every write an earlier holder
      // made before it, and nothing that holder writes after it is accepted (run-lease.ts).
      const lease = await claimRunLease(database, runId);
      if (lease === null) return null;
      const run = await readRun(database, runId, lease, options.replayedCharacters ?? null);
      if (run) redactors.own(run.id, { organisationId: run.organisationId, agentId: run.agentId });
      return run;
    },
    async status(held) {
      const run = await database.run.findUnique({ where: { id: held.id }, select: { status: true, leaseEpoch: true } });
      if (run && run.leaseEpoch !== held.lease) throw new LeaseLostError(held.id, held.lease);
      return run?.status ?? null;
    },
    async turnInputs(runId) {
      const inputs = carried.get(runId);
      if (!inputs) return loadTurnInputs(database, runId);
      carried.delete(runId);
      return inputs;
    },
    async recordTurn(held, record) {
      carried.delete(held.id);
      return recordTurnStatement(database, held, record, viewRedactorOf(record.secretValues));
    },
    async settle(held, settlement) {
      const next = await settleStatement(database, held, settlement, viewRedactorOf(settlement.secretValues));
      if (next) carried.set(held.id, next);
      else carried.delete(held.id);
    },
    async openGate(held, opening) {
      const input = { ...opening, runId: held.id };
      carried.delete(input.runId);
      // The gate's copy is only shown (the portal, GET /v1/gates): the approved call runs its own sealed arguments.
      const redactor = await redactors.forRun(input.runId);
      // Under the run's row lock, as a cancel takes it (lock-run.ts): a cancel that committed first has
      // closed the run's gates and calls, and no gate may open after it on the cancelled run.
      return database.$transaction(async (transaction) => {
        await lockRun(transaction, input.runId);
        const run = await transaction.run.findUnique({ where: { id: input.runId }, select: { status: true, leaseEpoch: true } });
        if (run !== null && run.leaseEpoch !== held.lease) throw new LeaseLostError(held.id, held.lease);
        if (run === null || run.status === "cancelled") return { gateId: null };
        const gate = await transaction.gate.create({
          data: {
            organisationId: input.organisationId,
            runId: input.runId,
            callId: input.callId,
            tool: input.tool,
            arguments: json(redactor.json(input.arguments)),
            summary: redactor.textOrNull(input.summary),
          },
        });
        await transaction.toolCall.update({ where: { id: input.callId }, data: { outcome: "waiting" } });
        return { gateId: gate.id };
      });
    },
    async updateRun(held, patch) {
      const runId = held.id;
      carried.delete(runId);
      const data: Prisma.RunUncheckedUpdateInput = {};
      if (patch.status) data.status = patch.status;
      // The output is shown and replayed to later runs of the conversation as text: redacted, not sealed.
      if (patch.output !== undefined || patch.failure !== undefined) {
        const redactor = await redactors.forRun(runId);
        if (patch.output !== undefined) data.output = redactor.textOrNull(patch.output);
        if (patch.failure !== undefined) {
          data.failureCode = patch.failure?.code ?? null;
          data.failureMessage = redactor.textOrNull(patch.failure?.message ?? null);
        }
      }
      if (patch.finished) data.finishedAt = new Date();
      if (patch.started) data.startedAt = new Date();
      // A cancelled run stays cancelled: the loop never overwrites a decision made outside it. Issue 9, item 3:
      // a write that moves the run moves it only as the core's lifecycle table allows
      // (lib/runtime/lifecycle/run-status.ts), so an ended run never moves again and no layer skips a step.
      const from = patch.status ? { in: statusesThatMayBecome(patch.status) } : { not: "cancelled" as const };
      const { count } = await database.run.updateMany({ where: { id: runId, leaseEpoch: held.lease, status: from }, data });
      // Nothing moved: a run whose status may not (cancelled, ended), or one another worker holds now.
      if (count === 0) await assertLeaseHeld(database, held);
    },
    async recordCompaction(held, compaction) {
      carried.delete(held.id);
      // Shown on the trace and sent in every later prompt: redacted like the model's text.
      return recordCompactionRow(database, held, compaction, await redactors.forRun(held.id));
    },
  };
}
