import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { CallSnapshot, RunSnapshot, TurnSnapshot } from "@/lib/runtime/ports/run-store";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

// A worker can die between any two writes. Each test leaves the rows as such a death would, then lets a
// second worker (a second advanceRun) take the run up.

function call(index: number, tool: string, overrides: Partial<CallSnapshot> = {}): CallSnapshot {
  const name = tool.replace(".", "__");
  return { id: `call_${index}`, index, modelCallId: `m${index}`, name, tool, arguments: {}, outcome: "pending", code: null, result: null, attempts: 0, gate: null, ...overrides };
}

function turn(calls: CallSnapshot[], modelText = ""): TurnSnapshot {
  return { id: "turn_a", index: 0, modelText, modelCalls: calls.map((each) => ({ id: each.modelCallId, name: each.name, arguments: {} })), calls };
}

async function resume(run: RunSnapshot, answers = scriptedResponses([{ text: "the model was asked again", calls: [] }])) {
  const store = createInMemoryRunStore([run]);
  const handlers = createTestHandlers();
  const status = await advanceRun(loopDependencies(store, answers, handlers), run.id);
  return { status, store, handlers, extra: store.extras.get(run.id)! };
}

describe("resuming at every window between two writes", () => {
  it("a call that failed the run was recorded, the run's status not yet: the run fails with its code", async () => {
    const failed = call(0, "test.broken", { outcome: "run_failed", code: "tool_not_on_task", result: "ERROR: tool test__broken exists, but this run's task does not declare it\n\nremaining_tool_calls: 20" });
    const { status, extra } = await resume(runSnapshot({ status: "running", turns: [turn([failed])] }));
    expect(status).toBe("failed");
    expect(extra.failure).toEqual({ code: "tool_not_on_task", message: "tool test__broken exists, but this run's task does not declare it" });
  });

  it("an approved always-gated call was answered, the rest of its batch not closed: the run ends on that decision", async () => {
    const asked = call(0, "test.ask", { outcome: "ok", attempts: 1, result: "The CEO approved.\n\nremaining_tool_calls: 19", gate: { id: "g", status: "decided", decision: "approve", note: null } });
    const { status, store, handlers, extra } = await resume(runSnapshot({ status: "running", turns: [turn([asked, call(1, "test.echo")])] }));
    expect(status).toBe("succeeded");
    expect(extra.output).toBe("The CEO approved.");
    expect(store.call("run_1", 0, 1).outcome).toBe("not_run");
    expect(handlers.log.calls).toEqual([]);
  });

  it("the model's final text was saved, the run's status not yet: the run succeeds with it", async () => {
    const { status, extra } = await resume(runSnapshot({ status: "running", turns: [turn([], "All done.")] }));
    expect(status).toBe("succeeded");
    expect(extra.output).toBe("All done.");
  });

  it("three unknown names of one turn were being recorded: they count once, not twice", async () => {
    const unknown = (index: number) => call(index, "", { tool: null, name: `nope${index}`, outcome: "handed_back", code: "unknown_tool_name", result: "ERROR: unknown tool" });
    const partial = turn([unknown(0), unknown(1)]);
    partial.modelCalls.push({ id: "m2", name: "nope2", arguments: {} });
    const { status, store } = await resume(runSnapshot({ status: "running", turns: [partial] }));
    expect(store.call("run_1", 0, 2).code).toBe("unknown_tool_name");
    expect(status).toBe("succeeded");
  });
});

describe("gates and the budget", () => {
  it("opens no gate for a call the spent budget hands back", async () => {
    const store = createInMemoryRunStore([runSnapshot({ state: { version: 1, toolCallBudget: 1, maxIterations: 5 } })]);
    const model = scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__echo", arguments: {} }, { id: "b", name: "test__ask", arguments: {} }] }]);
    const status = await advanceRun(loopDependencies(store, model), "run_1");
    expect(store.gates.size).toBe(0);
    expect(store.call("run_1", 0, 1).code).toBe("budget_spent");
    expect(status).toBe("succeeded");
  });

  it("marks the call waiting in the same write that opens its gate", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    await advanceRun(loopDependencies(store, scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__ask", arguments: {} }] }])), "run_1");
    expect(store.call("run_1", 0, 0)).toMatchObject({ outcome: "waiting", gate: { status: "open" } });
  });
});

describe("redaction after the output filter", () => {
  it("redacts a secret stored with CRLF line endings or escape codes, as the filter leaves it", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const key = "-----BEGIN KEY-----\r\nabc123\r\n-----END KEY-----";
    const model = scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__echo", arguments: { text: `key: ${key} and x\u001b[0my` } }] }]);
    const deps = loopDependencies(store, model, createTestHandlers(), [key, "x\u001b[0my"]);
    await advanceRun(deps, "run_1");
    const result = store.call("run_1", 0, 0).result!;
    // A redacted value keeps its line breaks after the mark (issue 8, item 1: line numbers stay the text's own).
    expect(result).toBe("echo: key: [REDACTED]\n\n and [REDACTED]\n\nremaining_tool_calls: 19");
    expect([...deps.refs.values()].join("")).not.toContain("abc123");
  });
});
