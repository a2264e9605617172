import { describe, expect, it } from "vitest";
import { compactableThrough, planCompaction, type PlanInput } from "@/lib/runtime/compaction/select-turns";
import type { CallSnapshot, TurnSnapshot } from "@/lib/runtime/ports/run-store";
import { contextBudget, contextTokensOf, correctionOf } from "@/lib/runtime/compaction/context-budget";

// Issue 22: which turns a compaction covers — the oldest first, never the latest turn and the
// TOOL_RESULT_REPLAY_TURNS before it, never a turn with an open gate or an unanswered call.

function call(index: number, overrides: Partial<CallSnapshot> = {}): CallSnapshot {
  return { id: `c${index}`, index: 0, modelCallId: `m${index}`, name: "test__echo", tool: "test.echo", arguments: {}, outcome: "ok", code: null, result: "r", ref: `ref_${index}`, attempts: 1, gate: null, ...overrides };
}

function turns(count: number, change: (index: number) => Partial<CallSnapshot> = () => ({})): TurnSnapshot[] {
  return Array.from({ length: count }, (_unused, index) => ({ id: `t${index}`, index, modelText: "", modelCalls: [{ id: `m${index}`, name: "test__echo", arguments: {} }], calls: [call(index, change(index))] }));
}

function input(overrides: Partial<PlanInput> & { turns: TurnSnapshot[] }): PlanInput {
  return { latest: null, replayWindowTurns: 2, turnTokens: overrides.turns.map(() => 100), fixedTokens: 1000, summaryTokens: 0, summaryAllowance: 200, limit: 2000, target: 1500, ...overrides };
}

describe("the turns a compaction may cover", () => {
  it("leaves out the latest turn and the TOOL_RESULT_REPLAY_TURNS before it", () => {
    expect(compactableThrough(turns(10), 2)).toBe(7);
    expect(compactableThrough(turns(10), 0)).toBe(9);
    expect(compactableThrough(turns(3), 2)).toBe(0);
  });

  it("stops before a turn whose gate is open, or whose call is not answered", () => {
    expect(compactableThrough(turns(10, (index) => (index === 4 ? { outcome: "waiting", gate: { id: "g", status: "open", decision: null, note: null } } : {})), 2)).toBe(4);
    expect(compactableThrough(turns(10, (index) => (index === 2 ? { outcome: "pending" } : {})), 2)).toBe(2);
    // A decided gate's call is answered: no longer in the way.
    expect(compactableThrough(turns(10, (index) => (index === 4 ? { outcome: "ok", gate: { id: "g", status: "decided", decision: "approve", note: null } } : {})), 2)).toBe(7);
  });
});

describe("planning a compaction", () => {
  it("does nothing while the prompt fits", () => {
    expect(planCompaction(input({ turns: turns(5) }))).toEqual({ kind: "fits", promptTokens: 1500 });
  });

  it("covers the fewest oldest turns that bring the prompt under the target, from turn 1", () => {
    // 20 turns of 100 tokens + 1000 fixed = 3000 > 2000. Target 1500: 1000 + 200 + 100 × (20 − k) ≤ 1500 → k ≥ 17.
    const plan = planCompaction(input({ turns: turns(20) }));
    expect(plan).toMatchObject({ kind: "compact", range: { fromTurn: 1, toTurn: 17 }, promptTokens: 3000, tokensAfter: 1500 });
  });

  it("covers every turn it may when the target cannot be reached, and says `over` when none is left", () => {
    const many = turns(20);
    const plan = planCompaction(input({ turns: many, turnTokens: many.map((_turn, index) => (index >= 17 ? 1000 : 10)) }));
    expect(plan).toMatchObject({ kind: "compact", range: { fromTurn: 1, toTurn: 17 } });
    const latest = { sequence: 1, beforeTurn: 20, fromTurn: 1, toTurn: 17, summary: "s", droppedRefs: [], source: "digest" as const, tokensBefore: null, tokensAfter: null };
    expect(planCompaction(input({ turns: many, latest, turnTokens: many.map((_turn, index) => (index >= 17 ? 1000 : 10)) })).kind).toBe("over");
  });

  it("folds an earlier compaction in: the next one starts at turn 1 again and counts the summary it replaces", () => {
    const latest = { sequence: 1, beforeTurn: 8, fromTurn: 1, toTurn: 5, summary: "s", droppedRefs: [], source: "model" as const, tokensBefore: null, tokensAfter: null };
    const plan = planCompaction(input({ turns: turns(30), latest, summaryTokens: 150 }));
    expect(plan.kind).toBe("compact");
    if (plan.kind === "compact") {
      expect(plan.range.fromTurn).toBe(1);
      expect(plan.range.toTurn).toBeGreaterThan(5);
      expect(plan.promptTokens).toBe(1000 + 150 + 25 * 100);
    }
  });
});

describe("the budget", () => {
  it("is the spec's contextTokens, else the setting; 0 turns compaction off", () => {
    expect(contextTokensOf({ provider: "scripted", contextTokens: 8000 }, 100_000)).toBe(8000);
    expect(contextTokensOf({ provider: "scripted" }, 100_000)).toBe(100_000);
    expect(contextBudget(0)).toBeNull();
    expect(contextBudget(100_000)).toEqual({ contextTokens: 100_000, limit: 95_904, target: 57_542 });
  });

  it("is corrected by the provider's last reported count, within 0.5–4", () => {
    expect(correctionOf([{ promptTokens: 1000, inputTokens: 1200 }])).toBe(1.2);
    expect(correctionOf([{ promptTokens: 1000, inputTokens: 100 }])).toBe(0.5);
    expect(correctionOf([{ promptTokens: 1000, inputTokens: 1200 }, { promptTokens: 1000, inputTokens: null }])).toBe(1.2);
    expect(correctionOf([])).toBe(1);
  });
});
