import { describe, expect, it } from "vitest";
import { budgetLeft, turnsSinceRetry } from "@/lib/runtime/loop/budget";
import { settledEnding } from "@/lib/runtime/loop/settled-ending";
import type { Catalog } from "@/lib/runtime/ports";
import type { RunSnapshot, TurnSnapshot } from "@/lib/runtime/ports/run-store";

// Issue 18, item 4: a retry (RunState.retriedAfterTurns) keeps the run's turns as history but gives it its
// budget and iteration cap again, and an ending its earlier turns had is not read back as the run's.

const charged = { attempts: 1 };
const turns = [0, 1, 2].map((index) => ({ index, calls: [charged, charged] }));

describe("a retried run's budget", () => {
  it("charges only the calls since the retry", () => {
    expect(budgetLeft({ toolCallBudget: 5 }, turns)).toBe(0);
    expect(budgetLeft({ toolCallBudget: 5, retriedAfterTurns: 2 }, turns)).toBe(3);
    expect(budgetLeft({ toolCallBudget: 5, retriedAfterTurns: 3 }, turns)).toBe(5);
  });

  it("counts the turns since the retry against the iteration cap", () => {
    expect(turnsSinceRetry({}, turns)).toHaveLength(3);
    expect(turnsSinceRetry({ retriedAfterTurns: 2 }, turns).map((turn) => turn.index)).toEqual([2]);
  });
});

describe("a retried run's ending", () => {
  const failedTurn: TurnSnapshot = {
    id: "t0",
    index: 0,
    modelText: "",
    modelCalls: [{ id: "c0", name: "os__directory", arguments: {} }],
    calls: [{ id: "k0", index: 0, modelCallId: "c0", name: "os__directory", tool: "os.directory", arguments: {}, outcome: "run_failed", code: "tool_not_on_task", result: "ERROR: not on the task", attempts: 0, gate: null }],
  };
  const run = (retriedAfterTurns?: number) =>
    ({ state: { version: 1, toolCallBudget: 5, maxIterations: 5, ...(retriedAfterTurns === undefined ? {} : { retriedAfterTurns }) }, turns: [failedTurn] }) as unknown as RunSnapshot;
  const catalog = { get: () => undefined } as unknown as Catalog;

  it("reads a failing call back as the run's ending until the run is retried past it", () => {
    expect(settledEnding(run(), failedTurn, catalog)).toMatchObject({ status: "failed", failure: { code: "tool_not_on_task" } });
    expect(settledEnding(run(1), failedTurn, catalog)).toBeNull();
  });
});
