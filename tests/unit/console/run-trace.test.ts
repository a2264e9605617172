import { describe, expect, it } from "vitest";
import { callMatches } from "@/components/runs/trace/call-search";
import { traceOf } from "@/components/runs/trace/trace-spans";
import { linearAxis, placeOnAxis } from "@/components/runs/trace/trace-axis";
import { apiQuery, filtersFromParams, NO_FILTERS, pageAddress, pagesFromParams, runsWithCallsAddress } from "@/components/runs/run-list-params";
import { formatTokens } from "@/lib/client/format-usage";
import type { CallRecord, Run } from "@/lib/contracts/run-schemas";

// Issue 12, items 8 and 10: the trace's layout, the search within a run, and the runs list's filters as
// an address and as the API's query.

const at = (seconds: number) => new Date(Date.parse("2026-12-01T09:00:00.000Z") + seconds * 1000).toISOString();

function call(overrides: Partial<CallRecord>): CallRecord {
  return {
    id: "c1",
    name: "os__set_context",
    tool: "os.set_context",
    arguments: { key: "customer", value: "Globex" },
    outcome: "ok",
    code: null,
    result: "Saved customer.\n\nremaining_tool_calls: 9",
    ref: null,
    gateId: null,
    repairs: null,
    modelCallId: "call_0_0",
    recordedAt: at(3),
    finishedAt: at(5),
    gate: null,
    metadata: { tool_name: "os.set_context", duration_ms: 1500, output_filter: null, truncated: false, original_bytes: 10, stored_bytes: 10, error: null, attempts: 1 },
    ...overrides,
  };
}

function run(calls: CallRecord[], overrides: Partial<Run> = {}): Run {
  return {
    id: "r1",
    conversationId: "v1",
    agentId: "a1",
    agentName: "Agent",
    taskId: null,
    taskName: null,
    kind: "direct",
    status: "succeeded",
    failure: null,
    input: "go",
    output: "done",
    executionName: null,
    createdAt: at(0),
    startedAt: at(1),
    finishedAt: at(20),
    durationMs: 19_000,
    troubledCalls: { tool_error: 0, handed_back: 0, denied: 0 },
    remainingToolCalls: 9,
    executionLinks: null,
    cost: null,
    turns: [{ index: 0, startedAt: at(3), latencyMs: 2000, usage: { inputTokens: 812, outputTokens: 31 }, model: { text: "", calls: [] }, calls }],
    ...overrides,
  };
}

describe("a run's trace", () => {
  it("puts the queue, the model request before its turn was recorded, and the call with its handler time on one axis", () => {
    const trace = traceOf(run([call({})]));
    expect(trace.length).toBe(20_000);
    expect(trace.rows.map((row) => [row.kind, row.start, row.end, row.segments])).toEqual([
      ["queue", 0, 1000, [{ kind: "queued", start: 0, end: 1000 }]],
      ["turn", 1000, 3000, [{ kind: "model", start: 1000, end: 3000 }]],
      ["call", 3000, 5000, [{ kind: "handler", start: 3500, end: 5000 }]],
    ]);
  });

  it("shows a gate's wait from its opening to its decision, and a still open gate up to now", () => {
    const gate = { id: "g1", status: "decided" as const, decision: "approve" as const, note: "ok", decidedBy: "ceo@x.org", createdAt: at(4), decidedAt: at(14) };
    const decided = traceOf(run([call({ gate, finishedAt: at(15), metadata: { ...call({}).metadata, duration_ms: 800 } })]));
    expect(decided.rows[2].segments).toEqual([
      { kind: "gate", start: 4000, end: 14_000 },
      { kind: "handler", start: 14_200, end: 15_000 },
    ]);
    const open = { ...gate, status: "open" as const, decision: null, decidedBy: null, decidedAt: null };
    const waiting = traceOf(run([call({ gate: open, outcome: "waiting", finishedAt: null, metadata: { ...call({}).metadata, attempts: 0 } })], { status: "waiting", finishedAt: null }), Date.parse(at(30)));
    expect(waiting.rows[2]).toMatchObject({ open: true, end: 30_000, segments: [{ kind: "gate", start: 4000, end: 30_000 }] });
    expect(waiting.length).toBe(30_000);
  });

  it("takes its times from the events where the rows carry them: the model request's two, and a segment per handler attempt", () => {
    const executions = [
      { attempt: 1, startedAt: at(3.2), endedAt: at(3.4), outcome: "tool_error" as const, code: null },
      { attempt: 2, startedAt: at(3.9), endedAt: at(4.5), outcome: "ok" as const, code: null },
    ];
    const retried = call({ executions, metadata: { ...call({}).metadata, attempts: 2 } });
    const trace = traceOf(run([retried], { turns: [{ index: 0, startedAt: at(3), latencyMs: 1500, modelRequest: { startedAt: at(1.2), endedAt: at(2.7) }, usage: null, model: { text: "", calls: [] }, calls: [retried] }] }));
    expect(trace.rows[1]).toMatchObject({ start: 1200, end: 2700, segments: [{ kind: "model", start: 1200, end: 2700 }] });
    // Issue 23, item 4: each attempt is a span of its own, on its own row under the call.
    expect(trace.rows[2]).toMatchObject({ kind: "call", segments: [] });
    expect(trace.rows.slice(3).map((row) => [row.kind, row.label, row.segments])).toEqual([
      ["attempt", "attempt 1 · tool_error", [{ kind: "handler", start: 3200, end: 3400, attempt: 1, failed: true }]],
      ["attempt", "attempt 2", [{ kind: "handler", start: 3900, end: 4500, attempt: 2, failed: false }]],
    ]);
  });

  it("ends the queue where the first model request began when the run's start was written after it", () => {
    const turn = { index: 0, startedAt: at(3), latencyMs: 1500, modelRequest: { startedAt: at(0.4), endedAt: at(2.7) }, usage: null, model: { text: "", calls: [] }, calls: [] };
    const trace = traceOf(run([], { startedAt: at(2.8), turns: [turn] }));
    expect(trace.rows[0]).toMatchObject({ kind: "queue", start: 0, end: 400 });
    expect(trace.rows[1]).toMatchObject({ kind: "turn", start: 400 });
  });

  it("draws a turn recorded before latency was measured as a point, never a made-up bar", () => {
    const old = run([], { turns: [{ index: 0, startedAt: at(3), latencyMs: null, usage: null, model: { text: "hi", calls: [] }, calls: [] }] });
    expect(traceOf(old).rows[1]).toMatchObject({ start: 3000, end: 3000, segments: [] });
  });

  it("keeps every bar on the axis and visible", () => {
    const axis = linearAxis({ startedAt: 0, length: 1000, rows: [] });
    expect(placeOnAxis({ start: 0, end: 0 }, axis)).toEqual({ left: "0.00%", width: "0.40%" });
    expect(placeOnAxis({ start: 500, end: 2000 }, axis)).toEqual({ left: "50.00%", width: "50.00%" });
    expect(placeOnAxis({ start: -50, end: 100 }, axis)?.left).toBe("0.00%");
  });
});

describe("search within a run", () => {
  const gated = call({ name: "os__ask_ceo", tool: "os.ask_ceo", arguments: { question: "Ship the Globex invoice?" }, code: null, gate: { id: "g", status: "decided", decision: "deny", note: "Not this week", decidedBy: "ceo@x.org", createdAt: at(1), decidedAt: at(2) } });
  it.each([
    ["the name the model used", "ask_ceo", true],
    ["the canonical tool", "os.ask", true],
    ["an argument, any case", "GLOBEX", true],
    ["every word, in any order", "invoice ship", true],
    ["the gate's note", "this week", true],
    ["a word found nowhere", "refund", false],
    ["one word of two missing", "ship refund", false],
  ])("finds a call by %s", (_name, query, found) => {
    expect(callMatches(gated, query)).toBe(found);
  });
  it("finds a code and text the model read", () => {
    expect(callMatches(call({ outcome: "tool_error", code: "key_missing", result: "No value named customer" }), "key_missing")).toBe(true);
    expect(callMatches(call({}), "remaining_tool_calls: 9")).toBe(true);
  });
});

describe("a turn's tokens", () => {
  it.each([
    [{ inputTokens: 1812, outputTokens: 31 }, "1,812 in · 31 out tokens"],
    [{ inputTokens: 5, outputTokens: null }, "5 input tokens · output not reported"],
    [{ inputTokens: null, outputTokens: 7 }, "7 output tokens · input not reported"],
    [null, null],
  ])("%j reads %s", (usage, text) => {
    expect(formatTokens(usage)).toBe(text);
  });
});

describe("the runs list's filters", () => {
  it("reads only what it knows from the address, and writes back only what is set", () => {
    const filters = filtersFromParams({ status: "failed", kind: "weekly", agentId: "a1", q: "invoice", from: "2026-11-01", to: "yesterday" });
    expect(filters).toEqual({ ...NO_FILTERS, status: "failed", agentId: "a1", q: "invoice", from: "2026-11-01" });
    expect(pageAddress(filters)).toBe("/runs?status=failed&agentId=a1&q=invoice&from=2026-11-01");
    expect(pageAddress(NO_FILTERS)).toBe("/runs");
  });

  it("sends whole local days (to includes its day), a search only from three characters, and the cursor", () => {
    const query = apiQuery({ ...NO_FILTERS, from: "2026-11-01", to: "2026-11-30", q: " ab " }, "cursor", 50);
    expect(query.get("from")).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.get("to")).toBe(new Date(2026, 11, 1).toISOString());
    expect(query.has("q")).toBe(false);
    expect(query.get("before")).toBe("cursor");
    expect(apiQuery({ ...NO_FILTERS, q: "abc" }, null, 50).get("q")).toBe("abc");
  });

  it("keeps the pages walked in the address (issue 23, item 7), dropping anything that is not a cursor", () => {
    const filters = { ...NO_FILTERS, status: "failed" as const };
    const address = pageAddress(filters, ["YWJj", "ZGVm"]);
    expect(address).toBe("/runs?status=failed&pages=YWJj.ZGVm");
    const params = Object.fromEntries(new URL(address, "http://x").searchParams.entries());
    expect(pagesFromParams(params)).toEqual(["YWJj", "ZGVm"]);
    expect(filtersFromParams(params)).toEqual(filters);
    expect(pagesFromParams({ pages: "YWJj.<script>..ZGVm" })).toEqual(["YWJj", "ZGVm"]);
    expect(pagesFromParams({})).toEqual([]);
  });

  it("opens the runs behind an overview bar: a call's outcome and window, sent to the API as instants (issue 23, item 1)", () => {
    const address = runsWithCallsAddress({ outcome: "tool_error", from: "2026-12-01T10:00:00.000Z", to: "2026-12-01T11:00:00.000Z", agentId: "a1" });
    expect(address).toBe("/runs?agentId=a1&callOutcome=tool_error&callsFrom=2026-12-01T10%3A00%3A00.000Z&callsTo=2026-12-01T11%3A00%3A00.000Z");
    const filters = filtersFromParams(Object.fromEntries(new URL(address, "http://x").searchParams.entries()));
    const query = apiQuery(filters, null, 50);
    expect(query.get("callOutcome")).toBe("tool_error");
    expect(query.get("callsFrom")).toBe("2026-12-01T10:00:00.000Z");
    expect(query.get("callsTo")).toBe("2026-12-01T11:00:00.000Z");
    expect(filtersFromParams({ callOutcome: "exploded", callsFrom: "soon" })).toEqual(NO_FILTERS);
  });
});
