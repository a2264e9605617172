import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { ModelCall } from "@/lib/runtime/ports";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

// Issue 9, items 2 and 5: a durable step is two writes — the turn with admission's decisions, then its
// answers and results — and an unsafe call's start is written before its handler runs; a turn is judged
// against the offer it was sent.

const call = (name: string, input: Record<string, unknown> = {}, id = name): ModelCall => ({ id, name, arguments: input });

describe("a durable step", () => {
  it("records a turn of three calls in one write and settles them in one more; the final text is one write", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const turn = [call("test__echo", { text: "a" }, "1"), call("test__echo", { text: "b" }, "2"), call("test__lookup", { uid: 1, table: "pages" }, "3")];
    const status = await advanceRun(loopDependencies(store, scriptedResponses([{ text: "", calls: turn }, { text: "done", calls: [] }])), "run_1");
    expect(status).toBe("succeeded");
    expect(store.writes).toEqual({ recordTurn: 2, settle: 1, openGate: 0, updateRun: 0 });
    const [answered] = store.runs.get("run_1")!.turns;
    expect(answered.calls.map((each) => each.outcome)).toEqual(["ok", "ok", "ok"]);
    expect(store.results.size).toBe(3);
  });

  it("reads the run once per pass and goes on from what it wrote; each later turn re-reads only the agent's settings", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const turns = [0, 1, 2].map((index) => ({ text: "", calls: [call("test__echo", { text: `${index}` }, `${index}`)] }));
    const status = await advanceRun(loopDependencies(store, scriptedResponses([...turns, { text: "done", calls: [] }])), "run_1");
    expect(status).toBe("succeeded");
    expect(store.reads).toEqual({ load: 1, turnInputs: 3 });
    expect(store.writes).toEqual({ recordTurn: 4, settle: 3, openGate: 0, updateRun: 0 });
  });

  it("writes an unsafe call's start with its turn, before its handler runs", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const handlers = createTestHandlers();
    const seen: { attempts: number; settles: number }[] = [];
    const unsafe = handlers.get("test.unsafe_flaky")!;
    const watched = { ...handlers, get: (tool: string) => (tool === "test.unsafe_flaky" ? async (...parameters: Parameters<typeof unsafe>) => {
      seen.push({ attempts: store.call("run_1", 0, 0).attempts, settles: store.writes.settle });
      return unsafe(...parameters);
    } : handlers.get(tool)) };
    await advanceRun(loopDependencies(store, scriptedResponses([{ text: "", calls: [call("test__unsafe_flaky")] }, { text: "done", calls: [] }]), watched), "run_1");
    expect(seen).toEqual([{ attempts: 1, settles: 0 }]);
    expect(store.writes.settle).toBe(1);
  });

  it("a later unsafe call's start is written with the answers before it, in one write, before it runs", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const handlers = createTestHandlers();
    const unsafe = handlers.get("test.unsafe_flaky")!;
    const seen: { echo: string; attempts: number }[] = [];
    const watched = { ...handlers, get: (tool: string) => (tool === "test.unsafe_flaky" ? async (...parameters: Parameters<typeof unsafe>) => {
      seen.push({ echo: store.call("run_1", 0, 0).outcome, attempts: store.call("run_1", 0, 1).attempts });
      return unsafe(...parameters);
    } : handlers.get(tool)) };
    const turn = [call("test__echo", { text: "a" }, "1"), call("test__unsafe_flaky", {}, "2")];
    await advanceRun(loopDependencies(store, scriptedResponses([{ text: "", calls: turn }, { text: "done", calls: [] }]), watched), "run_1");
    expect(seen).toEqual([{ echo: "ok", attempts: 1 }]);
    expect(store.writes.settle).toBe(2);
  });

  it("judges a stored turn's unrecorded calls against the offer it was sent, not one the model never saw", async () => {
    const sent = { id: "turn_a", index: 0, modelText: "", offeredTools: ["test__echo"], modelCalls: [call("test__echo", { text: "a" }, "1"), call("test__lookup", { uid: 1, table: "pages" }, "2")], calls: [] };
    const store = createInMemoryRunStore([runSnapshot({ status: "running", turns: [sent] })]);
    const handlers = createTestHandlers();
    await advanceRun(loopDependencies(store, scriptedResponses([{ text: "", calls: [] }, { text: "done", calls: [] }]), handlers), "run_1");
    expect(store.call("run_1", 0, 1)).toMatchObject({ outcome: "handed_back", code: "not_offered" });
    expect(handlers.log.calls.map((logged) => logged.tool)).toEqual(["test.echo"]);
  });
});
