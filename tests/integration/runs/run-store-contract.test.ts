import { describe, expect, it } from "vitest";
import { remainingToolCalls } from "@/lib/runtime/loop/budget";
import { LeaseLostError, type NewCall, type RunLease, type RunStore } from "@/lib/runtime/ports/run-store";
import { unansweredMetadata } from "@/lib/runtime/results/unanswered-metadata";
import { createPrismaRunStore } from "@/lib/server/runs/prisma-run-store";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { runSnapshot } from "../../support/core-fixtures";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testPrisma } from "../../support/test-database";
import { createRunRow } from "../tools/tool-test-setup";
import { held } from "../../support/held-run";

// Issue 9, item 4/5: one contract, two stores. The same cases run against the in-memory store of the unit
// tests and the Prisma store on PostgreSQL, so the core's millisecond tests prove what the product does.

const prisma = testPrisma();

type Subject = {
  store: RunStore;
  runId: string;
  /** Cancels the run from outside the loop, as POST /v1/runs/:id/cancel does. */
  cancel(): Promise<void>;
  /** The stored text behind a ref, or null. */
  storedResult(ref: string): Promise<string | null>;
  /** The first turn's calls as stored, read without taking the lease (as no worker reads them). */
  storedCalls(): Promise<{ outcome: string; result: string | null; attempts: number }[]>;
};

/** The budget of createRunRow's runs, given to the in-memory run too. */
const budget = 10;

async function prismaSubject(): Promise<Subject> {
  const fixture = await createOrganisationFixture(prisma);
  const run = { id: (await createRunRow(prisma, fixture, null)).runId };
  return {
    store: createPrismaRunStore(prisma),
    runId: run.id,
    cancel: async () => {
      await prisma.run.update({ where: { id: run.id }, data: { status: "cancelled", failureCode: "cancelled" } });
    },
    storedResult: async (ref) => (await prisma.storedResult.findUnique({ where: { ref } }))?.text ?? null,
    storedCalls: () => prisma.toolCall.findMany({ where: { runId: run.id }, orderBy: { index: "asc" }, select: { outcome: true, result: true, attempts: true } }),
  };
}

async function inMemorySubject(): Promise<Subject> {
  const store = createInMemoryRunStore([runSnapshot({ state: { version: 1, toolCallBudget: budget, maxIterations: 10 } })]);
  return {
    store,
    runId: "run_1",
    cancel: async () => {
      store.runs.get("run_1")!.status = "cancelled";
    },
    storedResult: async (ref) => store.results.get(ref) ?? null,
    storedCalls: async () => (store.runs.get("run_1")!.turns[0]?.calls ?? []).map(({ outcome, result, attempts }) => ({ outcome, result, attempts })),
  };
}

const offer = [
  { name: "os__get_context", description: "Reads a context value.", parameters: { type: "object", properties: {} } },
  { name: "os__set_context", description: "Sets a context value.", parameters: { type: "object", properties: {} } },
];

function newCall(index: number, overrides: Partial<NewCall> = {}): NewCall {
  return {
    index,
    modelCallId: `m${index}`,
    name: "os__get_context",
    rawArguments: null,
    outcome: "pending",
    code: null,
    tool: "os.get_context",
    arguments: { key: `k${index}` },
    repairs: [],
    result: null,
    ref: null,
    metadata: unansweredMetadata("os.get_context", null, null),
    ...overrides,
  };
}

const turn = (index = 0) => ({ index, modelText: `turn ${index}`, modelCalls: [0, 1, 2].map((call) => ({ id: `m${call}`, name: "os__get_context", arguments: { key: `k${call}` } })), offer });

describe.each([
  ["the in-memory store", inMemorySubject],
  ["the Prisma store", prismaSubject],
])("the RunStore contract: %s", (_name, subjectOf) => {
  it("records a turn with its offer and every call in one write, ids in the calls' order", async () => {
    const { store, runId } = await subjectOf();
    const calls = [newCall(0), newCall(1, { outcome: "handed_back", code: "unknown_tool_name", result: "ERROR: unknown tool" }), newCall(2)];
    const recorded = await store.recordTurn(await held(store, runId), { turn: turn(), calls, ending: null, secretValues: [] });
    expect(recorded.kind).toBe("recorded");
    if (recorded.kind !== "recorded") return;
    expect(recorded.callIds).toHaveLength(3);
    const run = (await store.load(runId))!;
    expect(run.status).toBe("running");
    expect(run.turns).toHaveLength(1);
    expect(run.turns[0].offeredTools).toEqual(["os__get_context", "os__set_context"]);
    expect(run.turns[0].calls.map((call) => [call.id, call.index, call.outcome, call.code])).toEqual([
      [recorded.callIds[0], 0, "pending", null],
      [recorded.callIds[1], 1, "handed_back", "unknown_tool_name"],
      [recorded.callIds[2], 2, "pending", null],
    ]);
  });

  it("derives the budget from the calls charged: a write-ahead start and an answer each cost one call", async () => {
    const { store, runId, storedResult } = await subjectOf();
    const started = newCall(0, { metadata: unansweredMetadata("os.get_context", null, null, 1) });
    const recorded = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [started, newCall(1), newCall(2)], ending: null, secretValues: [] });
    if (recorded.kind !== "recorded") throw new Error("not recorded");
    const loaded = (await store.load(runId))!;
    expect(remainingToolCalls(loaded)).toBe(budget - 1);
    const refOf = (index: number) => `res_contract_${runId}_${index}`;
    const answered = { ...unansweredMetadata("os.get_context", null, "v"), attempts: 1 };
    await store.settle(await held(store, runId), {
      calls: [
        { callId: recorded.callIds[0], outcome: "ok", code: null, result: "v0", ref: refOf(0), metadata: answered },
        { callId: recorded.callIds[1], outcome: "ok", code: null, result: "v1", ref: refOf(1), metadata: answered },
        { callId: recorded.callIds[2], outcome: "handed_back", code: "budget_spent", result: "ERROR: spent", ref: null, metadata: null },
      ],
      results: [0, 1].map((index) => ({
        ref: refOf(index),
        organisationId: loaded.organisationId,
        conversationId: null,
        runId,
        callId: recorded.callIds[index],
        tool: "os.get_context",
        text: `stamped ${index}`,
        originalBytes: 1,
        truncated: false,
      })),
      ending: null,
      secretValues: [],
    });
    const run = (await store.load(runId))!;
    expect(remainingToolCalls(run)).toBe(budget - 2);
    expect(run.turns[0].calls.map((call) => [call.outcome, call.result, call.ref ?? null])).toEqual([
      ["ok", "v0", refOf(0)],
      ["ok", "v1", refOf(1)],
      ["handed_back", "ERROR: spent", null],
    ]);
    expect(await storedResult(refOf(0))).toBe("stamped 0");
    expect(await storedResult(refOf(1))).toBe("stamped 1");
  });

  it("a cancel is never overwritten: no turn is recorded, no ending settled, no status moved, no gate opened", async () => {
    const { store, runId, cancel } = await subjectOf();
    const recorded = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [newCall(0)], ending: null, secretValues: [] });
    if (recorded.kind !== "recorded") throw new Error("not recorded");
    await cancel();
    expect(await store.recordTurn(await held(store, runId), { turn: turn(1), calls: [newCall(0)], ending: null, secretValues: [] })).toEqual({ kind: "cancelled" });
    await store.settle(await held(store, runId), { calls: [], results: [], ending: { status: "succeeded", output: "late" }, secretValues: [] });
    await store.updateRun(await held(store, runId), { status: "running" });
    await store.updateRun(await held(store, runId), { status: "failed", failure: { code: "late", message: "late" }, finished: true });
    const gate = await store.openGate(await held(store, runId), { organisationId: "org", callId: recorded.callIds[0], tool: "os.get_context", arguments: {}, summary: null });
    expect(gate.gateId).toBeNull();
    const run = (await store.load(runId))!;
    expect(run.status).toBe("cancelled");
    expect(run.turns).toHaveLength(1);
    expect(run.turns[0].calls[0].gate).toBeNull();
  });

  it("ends the run in the turn's own write when the model answered in text", async () => {
    const { store, runId } = await subjectOf();
    const recorded = await store.recordTurn(await held(store, runId), { turn: { index: 0, modelText: "All done.", modelCalls: [], offer }, calls: [], ending: { status: "succeeded", output: "All done." }, secretValues: [] });
    expect(recorded.kind).toBe("recorded");
    const run = (await store.load(runId))!;
    expect(run.status).toBe("succeeded");
    expect(run.turns.map((each) => each.modelText)).toEqual(["All done."]);
  });

  it("opens a gate and marks its call waiting in one write; the gate's decision is read with the run", async () => {
    const { store, runId } = await subjectOf();
    const recorded = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [newCall(0)], ending: null, secretValues: [] });
    if (recorded.kind !== "recorded") throw new Error("not recorded");
    const run = (await store.load(runId))!;
    const { gateId } = await store.openGate(await held(store, runId), { organisationId: run.organisationId, callId: recorded.callIds[0], tool: "os.get_context", arguments: { key: "k0" }, summary: "Why" });
    expect(gateId).not.toBeNull();
    const after = (await store.load(runId))!;
    expect(after.turns[0].calls[0]).toMatchObject({ outcome: "waiting", gate: { id: gateId, status: "open", decision: null } });
  });

  it("records a stored turn's missing calls beside the ones it has (a resume), with the turn's offer kept", async () => {
    const { store, runId } = await subjectOf();
    const first = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [newCall(0)], ending: null, secretValues: [] });
    if (first.kind !== "recorded") throw new Error("not recorded");
    const rest = await store.recordTurn(await held(store, runId), { turn: { id: first.turnId }, calls: [newCall(1), newCall(2)], ending: null, secretValues: [] });
    expect(rest).toMatchObject({ kind: "recorded", turnId: first.turnId });
    const run = (await store.load(runId))!;
    expect(run.turns).toHaveLength(1);
    expect(run.turns[0].calls.map((call) => call.index)).toEqual([0, 1, 2]);
    expect(run.turns[0].offeredTools).toEqual(["os__get_context", "os__set_context"]);
  });
});

// Issue 22: a compaction is written once per run and sequence number; a second writer of that number (a
// resumed pass) gets the first one's row back, never its own, and a superseded pass writes nothing.
describe.each([
  ["the in-memory store", inMemorySubject],
  ["the Prisma store", prismaSubject],
])("the RunStore contract, compactions: %s", (_name, subjectOf) => {
  const compaction = { sequence: 1, beforeTurn: 4, fromTurn: 1, toTurn: 1, summary: "FIRST", droppedRefs: ["ref_a"], source: "model" as const, tokensBefore: 9000, tokensAfter: 3000 };

  it("keeps the first summary of a sequence and reads it back with the run", async () => {
    const { store, runId } = await subjectOf();
    expect(await store.recordCompaction(await held(store, runId), compaction)).toEqual(compaction);
    const second = await store.recordCompaction(await held(store, runId), { ...compaction, summary: "SECOND", source: "digest" });
    expect(second).toEqual(compaction);
    expect((await store.load(runId))!.compactions).toEqual([compaction]);
  });

  it("writes nothing under a lease another pass has taken", async () => {
    const { store, runId } = await subjectOf();
    const stale = await held(store, runId);
    await held(store, runId);
    await expect(store.recordCompaction(stale, compaction)).rejects.toBeInstanceOf(LeaseLostError);
    expect((await store.load(runId))!.compactions ?? []).toEqual([]);
  });
});

describe("the Prisma store's row batches", () => {
  it("stores a lone UTF-16 surrogate in a result as U+FFFD, as a text column always did, instead of failing the step", async () => {
    const { store, runId, storedResult } = await prismaSubject();
    const recorded = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [newCall(0)], ending: null, secretValues: [] });
    if (recorded.kind !== "recorded") throw new Error("not recorded");
    const run = (await store.load(runId))!;
    const ref = `res_surrogate_${runId}`;
    const stored = { ref, organisationId: run.organisationId, conversationId: null, runId, callId: recorded.callIds[0], tool: "os.get_context", text: "a\ud800b", originalBytes: 3, truncated: false };
    await store.settle(await held(store, runId), { calls: [{ callId: recorded.callIds[0], outcome: "ok", code: null, result: "a\ud800b", ref, metadata: null }], results: [stored], ending: null, secretValues: [] });
    expect((await store.load(runId))!.turns[0].calls[0].result).toBe("a\ufffdb");
    expect(await storedResult(ref)).toBe("a\ufffdb");
  });
});

// Issue 16, item 1: two workers holding one run, their steps interleaved at random (a seeded generator, so a
// failure names its sequence). The model: the last to load holds the run; every write or lease read of
// anyone else throws LeaseLostError and changes nothing; a call's start is written once, ever.
type Holder = "a" | "b";
type Step = { kind: "load" | "move" | "status"; by: Holder } | { kind: "start" | "answer"; by: Holder; call: number };

function generator(seed: number) {
  let state = seed >>> 0;
  return (bound: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % bound;
  };
}

function sequence(seed: number, length: number): Step[] {
  const next = generator(seed);
  return Array.from({ length }, (): Step => {
    const by: Holder = next(2) === 0 ? "a" : "b";
    const kind = (["load", "load", "start", "start", "answer", "move", "status"] as const)[next(7)];
    return kind === "start" || kind === "answer" ? { kind, by, call: next(3) } : { kind, by };
  });
}

describe.each([
  ["the in-memory store", inMemorySubject],
  ["the Prisma store", prismaSubject],
])("the lease, two holders interleaved: %s", (_name, subjectOf) => {
  it.each(Array.from({ length: 12 }, (_unused, index) => index + 1))("sequence %i: only the latest holder writes, and a call starts once", async (seed) => {
    const { store, runId, storedCalls } = await subjectOf();
    const first = await store.recordTurn(await held(store, runId), { turn: turn(), calls: [newCall(0), newCall(1), newCall(2)], ending: null, secretValues: [] });
    if (first.kind !== "recorded") throw new Error("not recorded");
    const leases = new Map<Holder, RunLease>();
    let holder: Holder | null = null;
    const expected = [0, 1, 2].map(() => ({ outcome: "pending", result: null as string | null, attempts: 0 }));
    for (const [position, step] of sequence(seed, 14).entries()) {
      const where = `step ${position} (${step.kind} by ${step.by})`;
      if (step.kind === "load") {
        const run = (await store.load(runId))!;
        leases.set(step.by, { id: runId, lease: run.lease });
        holder = step.by;
        continue;
      }
      const lease = leases.get(step.by) ?? { id: runId, lease: -1 };
      const call = "call" in step ? step.call : 0;
      const write = (): Promise<unknown> => {
        const callId = first.callIds[call];
        if (step.kind === "start") return store.settle(lease, { calls: [{ callId, outcome: "pending", code: null, result: null, ref: null, metadata: unansweredMetadata("os.get_context", null, null, 1) }], results: [], ending: null, secretValues: [] });
        if (step.kind === "answer") return store.settle(lease, { calls: [{ callId, outcome: "ok", code: null, result: `by ${step.by} at ${position}`, ref: null, metadata: null }], results: [], ending: null, secretValues: [] });
        if (step.kind === "move") return store.updateRun(lease, { status: "running" });
        return store.status(lease);
      };
      const accepted = holder === step.by && !(step.kind === "start" && expected[call].attempts > 0);
      if (accepted) {
        await write();
        if (step.kind === "start") expected[call] = { outcome: "pending", result: null, attempts: 1 };
        if (step.kind === "answer") expected[call] = { ...expected[call], outcome: "ok", result: `by ${step.by} at ${position}` };
      } else {
        await expect(write(), where).rejects.toBeInstanceOf(LeaseLostError);
      }
      expect(await storedCalls(), where).toEqual(expected);
    }
  });
});
