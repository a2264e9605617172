// A RunStore in memory for the core's millisecond tests. The Prisma store is tested against real
// PostgreSQL in tests/integration; tests/integration/runs/run-store-contract.test.ts runs the same cases
// against both, so this one keeps the same contract (a cancel is never overwritten, the offer is stored
// with its turn, calls are recorded in one batch, the budget is derived, a gate never opens on a cancelled run).

import { remainingToolCalls } from "@/lib/runtime/loop/budget";
import { isEnded, statusesThatMayBecome } from "@/lib/runtime/lifecycle/run-status";
import type { RunEnding } from "@/lib/runtime/lifecycle/run-ending";
import { LeaseLostError, type CallSnapshot, type CallWrite, type RunLease, type RunPatch, type RunSnapshot, type RunStore, type TurnSnapshot } from "@/lib/runtime/ports/run-store";
import { copyPlain } from "./copy-plain";

export type StoredRunExtras = {
  output: string | null;
  failure: { code: string; message: string } | null;
  metadata: Map<string, CallWrite["metadata"]>;
  refs: Map<string, string | null>;
  repairs: Map<string, readonly string[]>;
  /** The offer stored with each turn, by turn id: the definitions exactly as sent. */
  offers: Map<string, unknown>;
};

export type InMemoryRunStore = RunStore & {
  runs: Map<string, RunSnapshot>;
  extras: Map<string, StoredRunExtras>;
  gates: Map<string, { runId: string; callId: string; tool: string; summary: string | null }>;
  /** Stored results by ref: the stamped text. */
  results: Map<string, string>;
  /** How many times each write was made: a durable step records once and settles once. */
  writes: { recordTurn: number; settle: number; openGate: number; updateRun: number };
  /** How many times the run was read whole, and how many times a turn re-read what may change under it. */
  reads: { load: number; turnInputs: number };
  decide(gateId: string, decision: "approve" | "deny", note?: string): void;
  call(runId: string, turnIndex: number, callIndex: number): CallSnapshot;
  /** The budget left, derived as the loop and GET /v1/runs/:id derive it. */
  remainingToolCalls(runId: string): number;
};

export function createInMemoryRunStore(initial: RunSnapshot[]): InMemoryRunStore {
  const runs = new Map(initial.map((run) => [run.id, copyPlain(run)]));
  const extras = new Map<string, StoredRunExtras>();
  const gates = new Map<string, { runId: string; callId: string; tool: string; summary: string | null }>();
  const results = new Map<string, string>();
  const writes = { recordTurn: 0, settle: 0, openGate: 0, updateRun: 0 };
  const reads = { load: 0, turnInputs: 0 };
  let counter = 0;
  const extraFor = (runId: string) => {
    let extra = extras.get(runId);
    if (!extra) {
      extra = { output: null, failure: null, metadata: new Map(), refs: new Map(), repairs: new Map(), offers: new Map() };
      extras.set(runId, extra);
    }
    return extra;
  };
  const runOf = (runId: string): RunSnapshot => {
    const run = runs.get(runId);
    if (!run) throw new Error(`no run ${runId}`);
    return run;
  };
  /** As the Prisma store's fence (run-lease.ts): a write under a lease another pass has taken since throws. */
  const heldRun = (held: RunLease): RunSnapshot => {
    const run = runOf(held.id);
    if (run.lease !== held.lease) throw new LeaseLostError(held.id, held.lease);
    return run;
  };
  const findCall = (callId: string): { run: RunSnapshot; call: CallSnapshot } => {
    for (const run of runs.values()) {
      for (const turn of run.turns) {
        const call = turn.calls.find((candidate) => candidate.id === callId);
        if (call) return { run, call };
      }
    }
    throw new Error(`no call ${callId}`);
  };
  /** As the Prisma store's guard: a run moves only as the lifecycle table allows. */
  const mayMove = (run: RunSnapshot, ending: RunEnding | null) =>
    ending ? statusesThatMayBecome(ending.status).includes(run.status) : run.status === "running" || statusesThatMayBecome("running").includes(run.status);
  const applyEnding = (run: RunSnapshot, ending: RunEnding) => {
    run.status = ending.status;
    const extra = extraFor(run.id);
    extra.output = ending.output ?? null;
    extra.failure = ending.failure ?? null;
  };

  return {
    runs,
    extras,
    gates,
    results,
    writes,
    reads,
    async load(runId) {
      reads.load += 1;
      const run = runs.get(runId);
      if (!run) return null;
      run.lease += 1;
      return copyPlain(run);
    },
    async status(held) {
      if (!runs.has(held.id)) return null;
      return heldRun(held).status;
    },
    async turnInputs(runId) {
      reads.turnInputs += 1;
      const run = runOf(runId);
      return copyPlain({ agent: run.agent, agentTools: run.agentTools, connectors: run.connectors, previews: run.previews });
    },
    async recordTurn(held, record) {
      writes.recordTurn += 1;
      const runId = held.id;
      const run = heldRun(held);
      // The turn moves the run to running, and through it to the ending: only a run that may become running.
      if (isEnded(run.status) || !mayMove(run, null)) return { kind: "cancelled" };
      let turn: TurnSnapshot;
      if ("id" in record.turn) {
        const id = record.turn.id;
        turn = run.turns.find((candidate) => candidate.id === id) ?? (() => { throw new Error(`no turn ${id}`); })();
      } else {
        const offer = copyPlain(record.turn.offer);
        turn = { id: `turn_${++counter}`, index: record.turn.index, modelText: record.turn.modelText, modelCalls: copyPlain(record.turn.modelCalls), offeredTools: offer.map((tool) => tool.name), calls: [] };
        // Issue 22: the prompt's counted tokens and the provider's, as the Prisma store keeps them.
        if (record.turn.promptTokens !== undefined) Object.assign(turn, { promptTokens: record.turn.promptTokens, inputTokens: record.turn.usage?.inputTokens ?? null });
        extraFor(runId).offers.set(turn.id, offer);
        run.turns.push(turn);
      }
      const callIds = record.calls.map((call) => {
        const id = `call_${++counter}`;
        turn.calls.push({
          id,
          index: call.index,
          modelCallId: call.modelCallId,
          name: call.name,
          tool: call.tool,
          arguments: copyPlain(call.arguments),
          outcome: call.outcome,
          code: call.code,
          result: call.result,
          storedBytes: call.metadata.stored_bytes,
          attempts: call.metadata.attempts,
          gate: null,
        });
        extraFor(runId).metadata.set(id, call.metadata);
        extraFor(runId).repairs.set(id, call.repairs);
        return id;
      });
      turn.calls.sort((a, b) => a.index - b.index);
      if (record.ending) applyEnding(run, record.ending);
      else run.status = "running";
      return { kind: "recorded", turnId: turn.id, callIds };
    },
    async settle(held, settlement) {
      writes.settle += 1;
      const runId = held.id;
      const run = heldRun(held);
      // A start (an unfinished call with metadata) only of a call not started yet, as the Prisma store writes it.
      for (const write of settlement.calls) {
        const { call } = findCall(write.callId);
        if (write.metadata && (write.outcome === "pending" || write.outcome === "waiting") && call.attempts > 0) throw new LeaseLostError(held.id, held.lease);
      }
      for (const write of settlement.calls) {
        const { call } = findCall(write.callId);
        call.outcome = write.outcome;
        call.code = write.code;
        call.result = write.result;
        call.ref = write.ref;
        extraFor(runId).refs.set(call.id, write.ref);
        if (write.metadata) {
          call.attempts = write.metadata.attempts;
          call.storedBytes = write.metadata.stored_bytes;
          extraFor(runId).metadata.set(call.id, write.metadata);
        }
      }
      for (const result of settlement.results) results.set(result.ref, result.text);
      if (settlement.ending && mayMove(run, settlement.ending)) applyEnding(run, settlement.ending);
    },
    async openGate(held, input) {
      writes.openGate += 1;
      // As the Prisma store does under the run's row lock: no gate opens on a cancelled run.
      if (heldRun(held).status === "cancelled") return { gateId: null };
      const id = `gate_${++counter}`;
      gates.set(id, { runId: held.id, callId: input.callId, tool: input.tool, summary: input.summary });
      const { call } = findCall(input.callId);
      call.gate = { id, status: "open", decision: null, note: null };
      call.outcome = "waiting";
      return { gateId: id };
    },
    async updateRun(held, patch: RunPatch) {
      writes.updateRun += 1;
      const runId = held.id;
      const run = heldRun(held);
      // A cancelled run stays cancelled: a status moves only as the lifecycle table allows.
      if (patch.status && !statusesThatMayBecome(patch.status).includes(run.status)) return;
      if (!patch.status && run.status === "cancelled") return;
      if (patch.status) run.status = patch.status;
      const extra = extraFor(runId);
      if (patch.output !== undefined) extra.output = patch.output;
      if (patch.failure !== undefined) extra.failure = patch.failure;
    },
    async recordCompaction(held, compaction) {
      // As the Prisma store (compaction-rows.ts): one per sequence number; a second writer reads the first's.
      const run = heldRun(held);
      const stored = run.compactions?.find((candidate) => candidate.sequence === compaction.sequence);
      if (stored) return copyPlain(stored);
      run.compactions = [...(run.compactions ?? []), copyPlain(compaction)];
      return copyPlain(compaction);
    },
    decide(gateId, decision, note) {
      const gate = gates.get(gateId)!;
      findCall(gate.callId).call.gate = { id: gateId, status: "decided", decision, note: note ?? null };
    },
    call(runId, turnIndex, callIndex) {
      const call = runOf(runId).turns[turnIndex].calls.find((candidate) => candidate.index === callIndex);
      if (!call) throw new Error("no such call");
      return call;
    },
    remainingToolCalls(runId) {
      return remainingToolCalls(runOf(runId));
    },
  };
}
