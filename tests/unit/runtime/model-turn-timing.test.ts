import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { ModelClient, ModelResponse } from "@/lib/runtime/ports";
import type { NewTurn, RunLease, TurnRecord } from "@/lib/runtime/ports/run-store";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { loopDependencies, runSnapshot } from "../../support/core-fixtures";

// Issue 12, item 8: the loop times the model request with its own clock and hands the latency and the
// provider's tokens to the turn's one statement (recordTurn), nothing else.

async function play(responses: ModelResponse[], millisecondsPerAnswer: number[]) {
  const store = createInMemoryRunStore([runSnapshot()]);
  let now = Date.parse("2026-12-01T09:00:00Z");
  const model: ModelClient = {
    async generate(request) {
      now += millisecondsPerAnswer[request.turnIndex] ?? 0;
      return responses[request.turnIndex] ?? { text: "", calls: [] };
    },
  };
  const deps = { ...loopDependencies(store, model), clock: { now: () => new Date(now) } };
  const turns: NewTurn[] = [];
  const recordTurn = store.recordTurn.bind(store);
  store.recordTurn = async (run: RunLease, record: TurnRecord) => {
    if (!("id" in record.turn)) turns.push(record.turn);
    return recordTurn(run, record);
  };
  const status = await advanceRun(deps, "run_1");
  return { status, turns, store };
}

describe("a turn's model latency and tokens", () => {
  it("stores how long each model request took and the tokens the provider reported", async () => {
    const { status, turns, store } = await play(
      [
        { text: "", calls: [{ id: "a", name: "test__echo", arguments: { text: "hi" } }], usage: { inputTokens: 812, outputTokens: 31 } },
        { text: "done", calls: [], usage: { inputTokens: 870, outputTokens: null } },
      ],
      [420, 75],
    );
    expect(status).toBe("succeeded");
    expect(turns.map((turn) => [turn.index, turn.latencyMs, turn.usage])).toEqual([
      [0, 420, { inputTokens: 812, outputTokens: 31 }],
      [1, 75, { inputTokens: 870, outputTokens: null }],
    ]);
    // Still one record and one settle per step: the timing rides in the turn's own write.
    expect(store.writes.recordTurn).toBe(2);
  });

  it("records no usage when the provider reports none (the scripted model), and a latency of zero for an instant answer", async () => {
    const { turns } = await play([{ text: "done", calls: [] }], [0]);
    expect(turns).toHaveLength(1);
    expect(turns[0].latencyMs).toBe(0);
    expect("usage" in turns[0]).toBe(false);
  });
});
