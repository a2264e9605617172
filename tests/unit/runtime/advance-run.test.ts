import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { RunSnapshot } from "@/lib/runtime/ports/run-store";
import type { ModelClient, ModelMessage, ModelResponse } from "@/lib/runtime/ports";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { remainingToolCalls } from "@/lib/runtime/loop/budget";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

function call(name: string, input: unknown = {}, id = `${name}_id`) {
  return { id, name, arguments: input };
}

async function play(responses: ModelResponse[], overrides: Partial<RunSnapshot> = {}, secrets: string[] = []) {
  const store = createInMemoryRunStore([runSnapshot(overrides)]);
  const handlers = createTestHandlers();
  const seen = { tools: [] as string[][] };
  const deps = loopDependencies(store, scriptedResponses(responses, seen), handlers, secrets);
  const status = await advanceRun(deps, "run_1");
  const run = store.runs.get("run_1")!;
  return { status, run, store, deps, handlers, seen, extra: store.extras.get("run_1")! };
}

describe("the bounded loop", () => {
  it("runs a call, feeds the stamped result back and ends on the model's text", async () => {
    const { status, run, extra } = await play([{ text: "", calls: [call("test__echo", { text: "hi" })] }, { text: "done", calls: [] }]);
    expect(status).toBe("succeeded");
    expect(extra.output).toBe("done");
    const answered = run.turns[0].calls[0];
    expect(answered.outcome).toBe("ok");
    expect(answered.result).toBe("echo: hi\n\nremaining_tool_calls: 19");
    expect(remainingToolCalls(run)).toBe(19);
  });

  it("ends with empty text when the script is exhausted", async () => {
    const { status, extra } = await play([]);
    expect(status).toBe("succeeded");
    expect(extra.output).toBe("");
  });

  it("fails at the iteration cap", async () => {
    const loop = Array.from({ length: 5 }, () => ({ text: "", calls: [call("test__echo", { text: "again" })] }));
    const { status, extra } = await play(loop, { state: { version: 1, toolCallBudget: 50, maxIterations: 3 } });
    expect(status).toBe("failed");
    expect(extra.failure?.code).toBe("iteration_cap_reached");
  });

  it("caps a 200 KB result at 65536 bytes, trailer after it, metadata counted (previews off: the model reads it whole)", async () => {
    const { run, extra } = await play([{ text: "", calls: [call("test__big")] }], { previews: false });
    const answered = run.turns[0].calls[0];
    const cut = answered.result!.split("\n\nremaining_tool_calls")[0];
    expect(Buffer.byteLength(cut)).toBe(65536);
    expect(cut.endsWith("\n[truncated]")).toBe(true);
    expect(answered.result!.endsWith("remaining_tool_calls: 19")).toBe(true);
    const metadata = extra.metadata.get(answered.id)!;
    expect(metadata).toMatchObject({ tool_name: "test.big", truncated: true, original_bytes: 204800, output_filter: "standard", attempts: 1 });
    expect(metadata.stored_bytes).toBe(Buffer.byteLength(answered.result!));
  });

  it("hands the model a preview of a large result, with the trailer visible; the store keeps the stamped string whole", async () => {
    const { run, deps } = await play([{ text: "", calls: [call("test__big")] }]);
    const answered = run.turns[0].calls[0];
    const [preview, trailer] = answered.result!.split("\n\n");
    expect(preview.length).toBeLessThanOrEqual(6000);
    expect(JSON.parse(preview)._toolResultContext).toMatchObject({ partial: true, originalCharacters: 65536 });
    expect(trailer).toBe("remaining_tool_calls: 19");
    const stored = [...deps.refs.values()][0];
    expect(Buffer.byteLength(stored.split("\n\nremaining_tool_calls")[0])).toBe(65536);
  });

  it("redacts secret values from what the model reads and what is stored", async () => {
    const { run, deps } = await play([{ text: "", calls: [call("test__echo", { text: "the key is s3cr3t-value" })] }], {}, ["s3cr3t-value"]);
    expect(run.turns[0].calls[0].result).toContain("the key is [REDACTED]");
    expect([...deps.refs.values()].join("")).not.toContain("s3cr3t-value");
  });
});

describe("execution and retries", () => {
  it("retries a retryable failure of a safe tool, each wait doubling the last", async () => {
    const { run, deps, extra } = await play([{ text: "", calls: [call("test__flaky")] }]);
    const answered = run.turns[0].calls[0];
    expect(answered.result).toContain("flaky answered");
    expect(deps.sleeps).toEqual([250, 500]);
    expect(extra.metadata.get(answered.id)!.attempts).toBe(3);
  });

  it("never retries an unsafe tool, and says its outcome is unknown", async () => {
    const { run, deps, extra } = await play([{ text: "", calls: [call("test__unsafe_flaky")] }]);
    const answered = run.turns[0].calls[0];
    expect(answered.outcome).toBe("tool_error");
    expect(answered.code).toBe("outcome_unknown");
    expect(answered.result).toMatch(/^ERROR: backend_unavailable: backend unavailable; whether the call took effect is unknown, and it is not repeated because the tool is unsafe to repeat \(check before calling it again\)\n\n/);
    expect(deps.sleeps).toEqual([]);
    expect(extra.metadata.get(answered.id)!.attempts).toBe(1);
  });

  it("turns a throw into ERROR: <message>", async () => {
    const { run } = await play([{ text: "", calls: [call("test__broken")] }]);
    expect(run.turns[0].calls[0].result).toBe("ERROR: disk on fire\n\nremaining_tool_calls: 19");
    expect(run.turns[0].calls[0].code).toBe("tool_failed");
  });

  it("records the code a handler names for its refusal", async () => {
    const { run } = await play([{ text: "", calls: [call("test__refuses")] }]);
    expect(run.turns[0].calls[0]).toMatchObject({ outcome: "tool_error", code: "key_missing" });
    expect(run.turns[0].calls[0].result).toMatch(/^ERROR: key_missing: no value by that name\n/);
  });
});

describe("admission inside a run", () => {
  it("refuses a whole turn when one call's arguments do not fit: nothing runs, nothing is charged", async () => {
    const { run, handlers, extra } = await play([{ text: "", calls: [call("test__lookup", { table: "pages" }, "a"), call("test__echo", { text: "x" }, "b")] }]);
    const [refused, fitting] = run.turns[0].calls;
    expect(refused.outcome).toBe("handed_back");
    expect(refused.code).toBe("arguments_refused");
    expect(refused.result).toMatch(/^Refused: the arguments do not match/);
    expect(refused.result).toContain('"uid" is required.');
    expect(fitting.outcome).toBe("not_run");
    expect(fitting.result).toMatch(/^Not run/);
    expect(handlers.log.calls).toEqual([]);
    expect(remainingToolCalls(run)).toBe(20);
  });

  it("lets a cast through and hands the cast value to the tool", async () => {
    const { run, handlers } = await play([{ text: "", calls: [call("test__lookup", '{"uid": "5", "table": "pages"}')] }]);
    expect(run.turns[0].calls[0].outcome).toBe("ok");
    expect(handlers.log.calls[0].input).toEqual({ uid: 5, table: "pages" });
  });

  it("hands back an unknown name with the closest tools, and fails the run on the fourth", async () => {
    const turns = ["test__ecko", "nope1", "nope2", "nope3"].map((name) => ({ text: "", calls: [call(name)] }));
    const { status, run, extra } = await play(turns);
    expect(run.turns[0].calls[0].result).toMatch(/^ERROR: unknown tool test__ecko\. Closest tools this run offers: test__echo/);
    expect(run.turns[0].calls[0].code).toBe("unknown_tool_name");
    expect(status).toBe("failed");
    expect(extra.failure?.code).toBe("unknown_tool_repeated");
  });

  it("answers a tool the run does not offer as the seed says", async () => {
    const { run } = await play([{ text: "", calls: [call("test__planned")] }]);
    expect(run.turns[0].calls[0].result).toMatch(/^ERROR: tool test__planned is not offered this run\n/);
    expect(run.turns[0].calls[0].code).toBe("not_offered");
  });

  it("fails the run for a tool its task does not declare", async () => {
    const task = { id: "task_1", declarations: [{ tool: "test.echo", pins: [] }], gates: [] };
    const { status, extra, seen } = await play([{ text: "", calls: [call("test__broken")] }], { task, taskId: "task_1" });
    expect(seen.tools[0]).toEqual(["test__echo"]);
    expect(status).toBe("failed");
    expect(extra.failure?.code).toBe("tool_not_on_task");
  });

  it("hands back a value a pin does not declare, and fails the run on a fatal pin", async () => {
    const pins = (fatal: boolean) => [{ field: "text", values: ["a", "b"], fatal }];
    const task = (fatal: boolean) => ({ id: "t", declarations: [{ tool: "test.echo", pins: pins(fatal) }], gates: [] });
    const soft = await play([{ text: "", calls: [call("test__echo", { text: "c" })] }], { task: task(false) });
    expect(soft.run.turns[0].calls[0].code).toBe("tool_value_not_declared");
    expect(soft.status).toBe("succeeded");
    const hard = await play([{ text: "", calls: [call("test__echo", { text: "c" })] }], { task: task(true) });
    expect(hard.status).toBe("failed");
    expect(hard.extra.failure?.code).toBe("tool_value_refused");
  });

  it("offers no tools once the budget is spent and hands back calls past it", async () => {
    const batch = { text: "", calls: [call("test__echo", {}, "1"), call("test__echo", {}, "2"), call("test__echo", {}, "3")] };
    const { run, seen } = await play([batch, { text: "", calls: [call("test__echo")] }], { state: { version: 1, toolCallBudget: 2, maxIterations: 10 } });
    expect(run.turns[0].calls.map((answered) => answered.outcome)).toEqual(["ok", "ok", "handed_back"]);
    expect(run.turns[0].calls[1].result).toContain("remaining_tool_calls: 0");
    expect(seen.tools[1]).toEqual([]);
    expect(run.turns[1].calls[0].code).toBe("budget_spent");
  });
});

describe("gates", () => {
  it("waits on an always-gated tool, and the run ends succeeded on approval", async () => {
    const { status, store, deps } = await play([{ text: "", calls: [call("test__ask", { text: "ship?" })] }, { text: "never asked", calls: [] }]);
    expect(status).toBe("waiting");
    const [gateId] = [...store.gates.keys()];
    expect(await advanceRun(deps, "run_1")).toBe("waiting");
    store.decide(gateId, "approve", "go");
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    expect(store.extras.get("run_1")!.output).toBe("The CEO approved.");
  });

  it("ends the run failed with gate_denied when the CEO denies an always-gated call", async () => {
    const { store, deps, handlers } = await play([{ text: "", calls: [call("test__ask"), call("test__echo")] }]);
    store.decide([...store.gates.keys()][0], "deny", "no");
    expect(await advanceRun(deps, "run_1")).toBe("failed");
    expect(store.extras.get("run_1")!.failure?.code).toBe("gate_denied");
    expect(store.call("run_1", 0, 0).result).toMatch(/^DENIED: the CEO denied this call\. Note: no/);
    expect(store.call("run_1", 0, 1).outcome).toBe("not_run");
    expect(handlers.log.calls).toEqual([]);
  });

  it("gates a task-gated tool, and a denial is handed to the model, which carries on", async () => {
    const task = { id: "t", declarations: [{ tool: "test.echo", pins: [] }, { tool: "test.memory", pins: [] }], gates: ["test.echo", "test.memory"] };
    const { status, store, deps } = await play(
      [{ text: "", calls: [call("test__memory"), call("test__echo", { text: "x" })] }, { text: "ok then", calls: [] }],
      { task },
    );
    expect(status).toBe("waiting");
    expect(store.call("run_1", 0, 0).outcome).toBe("ok"); // memory.*-like: never waits
    store.decide([...store.gates.keys()][0], "deny");
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    expect(store.call("run_1", 0, 1).outcome).toBe("denied");
    expect(store.extras.get("run_1")!.output).toBe("ok then");
  });
});

describe("resuming after a worker died", () => {
  function interruptedRun(tool: string): RunSnapshot {
    return runSnapshot({
      status: "running",
      turns: [{
        id: "turn_a",
        index: 0,
        modelText: "",
        modelCalls: [call(tool.replace(".", "__"))],
        calls: [{ id: "call_a", index: 0, modelCallId: "x", name: tool.replace(".", "__"), tool, arguments: {}, outcome: "pending", code: null, result: null, attempts: 1, gate: null }],
      }],
    });
  }

  // A run deleted while its job waited (its agent was deleted) is nothing to do, not a failure to retry.
  it("answers gone for a run that no longer exists, without asking the model", async () => {
    const seen = { tools: [] as string[][] };
    const status = await advanceRun(loopDependencies(createInMemoryRunStore([]), scriptedResponses([], seen)), "run_deleted");
    expect(status).toBe("gone");
    expect(seen.tools).toEqual([]);
  });

  it("does not repeat an interrupted unsafe call", async () => {
    const store = createInMemoryRunStore([interruptedRun("test.unsafe_flaky")]);
    const handlers = createTestHandlers();
    await advanceRun(loopDependencies(store, scriptedResponses([]), handlers), "run_1");
    expect(store.call("run_1", 0, 0).code).toBe("interrupted");
    // Issue 16, item 1: the model is told the call may have acted, and to check before calling again.
    expect(store.call("run_1", 0, 0).result).toContain("It may already have acted: check whether it took effect before calling test.unsafe_flaky again.");
    expect(handlers.log.calls).toEqual([]);
  });

  it("repeats an interrupted safe call without charging it twice", async () => {
    const store = createInMemoryRunStore([interruptedRun("test.echo")]);
    const handlers = createTestHandlers();
    const status = await advanceRun(loopDependencies(store, scriptedResponses([]), handlers), "run_1");
    expect(status).toBe("succeeded");
    expect(handlers.log.calls.map((logged) => logged.tool)).toEqual(["test.echo"]);
    expect(store.call("run_1", 0, 0).result).toContain("remaining_tool_calls: 19");
  });
});

describe("results in later turns (seed \"tool rules\")", () => {
  it("the exact prompt: the latest results as read, an excerpt with one cut line inside the window, outcome and line outside it", async () => {
    const prompts: ModelMessage[][] = [];
    const responses: ModelResponse[] = [
      { text: "", calls: [call("test__big")] },
      { text: "", calls: [call("test__echo", { text: "one" })] },
      { text: "", calls: [call("test__echo", { text: "two" })] },
      { text: "", calls: [call("test__echo", { text: "three" })] },
      { text: "done", calls: [] },
    ];
    const store = createInMemoryRunStore([runSnapshot()]);
    const model: ModelClient = {
      async generate(request) {
        prompts.push(request.messages);
        return responses[request.turnIndex];
      },
    };
    const deps = loopDependencies(store, model);
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    const bigRef = [...deps.refs.keys()][0];
    const toolMessages = (turn: number) => prompts[turn].filter((message) => message.role === "tool").map((message) => (message as { content: string }).content);
    // Turn 1: the big result arrives for the first time — as read (its preview).
    expect(toolMessages(1)[0]).toBe(store.runs.get("run_1")!.turns[0].calls[0].result);
    // Turn 3: two turns later, inside the window — an excerpt of what was read and one terse line.
    const excerpt = toolMessages(3)[0].split("\n");
    expect(excerpt).toHaveLength(2);
    expect(excerpt[0]).toHaveLength(1500);
    expect(excerpt[1]).toMatch(new RegExp(`^\\[\\d[\\d,]* characters cut of about 64 KB; read_tool_result \\{"ref": "${bigRef}"\\} reads it\\]$`));
    // Turn 4: outside the window — the outcome and the same line; small results crossed whole carry none.
    expect(toolMessages(4)[0]).toMatch(new RegExp(`^\\[ok\\] \\[\\d[\\d,]* characters cut of about 64 KB; read_tool_result \\{"ref": "${bigRef}"\\} reads it\\]$`));
    expect(toolMessages(4)[1]).toBe("echo: one\n\nremaining_tool_calls: 18");
    expect(toolMessages(4).join("").length).toBeLessThan(400);
  });
});
