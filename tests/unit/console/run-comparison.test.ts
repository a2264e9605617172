import { describe, expect, it } from "vitest";
import { compareCalls, firstDivergence, runFacts } from "@/lib/client/run-comparison";
import type { CallRecord, Run } from "@/lib/contracts/run-schemas";
import { countTroubledCalls } from "@/lib/contracts/troubled-calls";

// Issue 23, item 8: two runs of one task side by side, their calls aligned in order.

const metadata = (duration: number): CallRecord["metadata"] => ({ tool_name: "x", duration_ms: duration, output_filter: null, truncated: false, original_bytes: 0, stored_bytes: 0, error: null, attempts: 1 });

function call(tool: string, outcome: CallRecord["outcome"] = "ok", code: string | null = null): CallRecord {
  return { id: `${tool}-${outcome}`, name: tool.replace(".", "__"), tool, arguments: {}, outcome, code, result: null, ref: null, gateId: null, repairs: null, modelCallId: "m", recordedAt: "2026-12-01T09:00:00.000Z", finishedAt: null, gate: null, metadata: metadata(40) };
}

function run(turns: CallRecord[][], extra: Partial<Run> = {}): Run {
  return {
    // As GET /v1/runs/:id counts them, from the calls.
    troubledCalls: countTroubledCalls(turns.flat().map((call) => call.outcome)),
    id: "r", conversationId: "c", agentId: "a", agentName: "A", taskId: "t", taskName: "T", kind: "direct", status: "succeeded", failure: null, input: "go", output: "done",
    executionName: null, createdAt: "2026-12-01T09:00:00.000Z", finishedAt: "2026-12-01T09:00:02.000Z", durationMs: 2000, remainingToolCalls: 1, executionLinks: null, startedAt: null, cost: null,
    turns: turns.map((calls, index) => ({ index, startedAt: "2026-12-01T09:00:00.000Z", latencyMs: 10, usage: { inputTokens: 100, outputTokens: 10 }, model: { text: "", calls: [] }, calls })),
    ...extra,
  };
}

describe("comparing two runs", () => {
  it("aligns the calls in order and says where they part ways", () => {
    const left = run([[call("web.read"), call("os.set_context")], [call("os.ask_ceo", "denied")]]);
    const right = run([[call("web.read")], [call("os.set_context", "tool_error", "context_full"), call("os.set_gate_summary")], [call("os.ask_ceo", "ok")]]);
    const rows = compareCalls(left, right);
    expect(rows.map((row) => [row.left?.name ?? null, row.right?.name ?? null, row.difference])).toEqual([
      ["web.read", "web.read", "same"],
      ["os.set_context", "os.set_context", "outcome"],
      ["os.ask_ceo", "os.set_gate_summary", "tool"],
      [null, "os.ask_ceo", "tool"],
    ]);
    expect(rows[1].right).toMatchObject({ turn: 1, code: "context_full", durationMs: 40 });
    expect(firstDivergence(rows)).toBe(1);
    expect(firstDivergence(compareCalls(left, left))).toBeNull();
  });

  it("sums each run's figures: calls, the troubled ones, tokens, cost", () => {
    const facts = runFacts(run([[call("web.read", "tool_error"), call("x.y", "handed_back")], [call("os.ask_ceo", "ok")]], { cost: { model: "m", inputTokens: 200, outputTokens: 20, usd: 0.5, price: { input: 1, output: 1 }, unreportedTurns: 0 } }));
    expect(facts).toEqual({ status: "succeeded", durationMs: 2000, calls: 3, troubled: 2, inputTokens: 200, outputTokens: 20, usd: 0.5 });
  });
});
