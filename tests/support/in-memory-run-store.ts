// A RunStore in memory for the core's millisecond tests. The Prisma store is tested against real
// PostgreSQL in tests/integration; this one only has to keep the same contract.

import type {
  CallSnapshot,
  CallWrite,
  NewCall,
  NewTurn,
  RunPatch,
  RunSnapshot,
  RunStatus,
  RunStore,
  TurnSnapshot,
} from "@/lib/runtime/loop/run-snapshot";

export type StoredRunExtras = {
  output: string | null;
  failure: { code: string; message: string } | null;
  remainingToolCalls: number | null;
  metadata: Map<string, CallWrite["metadata"]>;
  refs: Map<string, string | null>;
  repairs: Map<string, readonly string[]>;
};

export type InMemoryRunStore = RunStore & {
  runs: Map<string, RunSnapshot>;
  extras: Map<string, StoredRunExtras>;
  gates: Map<string, { runId: string; callId: string; tool: string }>;
  decide(gateId: string, decision: "approve" | "deny", note?: string): void;
  call(runId: string, turnIndex: number, callIndex: number): CallSnapshot;
};

export function createInMemoryRunStore(initial: RunSnapshot[]): InMemoryRunStore {
  const runs = new Map(initial.map((run) => [run.id, structuredClone(run)]));
  const extras = new Map<string, StoredRunExtras>();
  const gates = new Map<string, { runId: string; callId: string; tool: string }>();
  let counter = 0;
  const extraFor = (runId: string) => {
    let extra = extras.get(runId);
    if (!extra) {
      extra = { output: null, failure: null, remainingToolCalls: null, metadata: new Map(), refs: new Map(), repairs: new Map() };
      extras.set(runId, extra);
    }
    return extra;
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

  return {
    runs,
    extras,
    gates,
    async load(runId) {
      const run = runs.get(runId);
      return run ? structuredClone(run) : null;
    },
    async status(runId) {
      return runs.get(runId)?.status ?? null;
    },
    async saveTurn(runId, turn: NewTurn) {
      const run = runs.get(runId)!;
      const snapshot: TurnSnapshot = { id: `turn_${++counter}`, index: turn.index, modelText: turn.modelText, modelCalls: structuredClone(turn.modelCalls), calls: [] };
      run.turns.push(snapshot);
      return { turnId: snapshot.id };
    },
    async createCall(call: NewCall) {
      const run = runs.get(call.runId)!;
      const turn = run.turns.find((candidate) => candidate.id === call.turnId)!;
      const id = `call_${++counter}`;
      turn.calls.push({
        id,
        index: call.index,
        modelCallId: call.modelCallId,
        name: call.name,
        tool: call.tool,
        arguments: structuredClone(call.arguments),
        outcome: call.outcome,
        code: call.code,
        result: call.result,
        attempts: call.metadata.attempts,
        gate: null,
      });
      const extra = extraFor(call.runId);
      extra.metadata.set(id, call.metadata);
      extra.repairs.set(id, call.repairs);
      return { callId: id };
    },
    async updateCall(callId, write: Partial<CallWrite>) {
      const { run, call } = findCall(callId);
      if (write.outcome !== undefined) call.outcome = write.outcome;
      if (write.code !== undefined) call.code = write.code;
      if (write.result !== undefined) call.result = write.result;
      if (write.metadata !== undefined) {
        call.attempts = write.metadata.attempts;
        call.storedBytes = write.metadata.stored_bytes;
        extraFor(run.id).metadata.set(callId, write.metadata);
      }
      if (write.ref !== undefined) {
        call.ref = write.ref;
        extraFor(run.id).refs.set(callId, write.ref);
      }
    },
    async openGate(input) {
      const id = `gate_${++counter}`;
      gates.set(id, { runId: input.runId, callId: input.callId, tool: input.tool });
      const { call } = findCall(input.callId);
      call.gate = { id, status: "open", decision: null, note: null };
      call.outcome = "waiting";
      return { gateId: id };
    },
    async updateRun(runId, patch: RunPatch) {
      const run = runs.get(runId)!;
      if (patch.status) run.status = patch.status as RunStatus;
      const extra = extraFor(runId);
      if (patch.output !== undefined) extra.output = patch.output;
      if (patch.failure !== undefined) extra.failure = patch.failure;
      if (patch.remainingToolCalls !== undefined) extra.remainingToolCalls = patch.remainingToolCalls;
    },
    decide(gateId, decision, note) {
      const gate = gates.get(gateId)!;
      findCall(gate.callId).call.gate = { id: gateId, status: "decided", decision, note: note ?? null };
    },
    call(runId, turnIndex, callIndex) {
      const call = runs.get(runId)!.turns[turnIndex].calls.find((candidate) => candidate.index === callIndex);
      if (!call) throw new Error("no such call");
      return call;
    },
  };
}
