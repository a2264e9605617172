import { describe, expect, it } from "vitest";
import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import { gateSummaryRequiredText } from "@/lib/runtime/admission/check-gate-summary-order";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { CallSnapshot, RunSnapshot } from "@/lib/runtime/ports/run-store";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { HandlerRegistry, ModelCall, ModelResponse, ToolHandler } from "@/lib/runtime/ports";
import { setGateSummaryTool } from "@/lib/tools/os/execution-tools";
import { definedHandler } from "../tools/unconnected-dependencies";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { agentSettings, createTestCatalog, createTestHandlers, loopDependencies, runSnapshot, scriptedResponses, testTools } from "../../support/core-fixtures";

// Seed "built-in tools", Gates and grants: "`os.set_gate_summary` must be called before
// `github.merge_pull_request`, `os.mail_reply`, which is handed back until it is."

function builtIn(name: string): ToolDefinition {
  const found = builtInCatalog.get(name);
  if (!found) throw new Error(`no built-in ${name}`);
  return found;
}

/** A vendor tool as a connector would bring it: task-gated, and it writes. */
const mergePullRequest: ToolDefinition = { ...testTools[0], name: "github.merge_pull_request", family: "GitHub", access: "write", retry: "unsafe" };
const catalog = createTestCatalog([...testTools, builtIn("os.set_gate_summary"), builtIn("os.mail_reply"), mergePullRequest]);

function handlersWithSummary() {
  const test = createTestHandlers();
  const extra: Record<string, ToolHandler> = {
    "os.set_gate_summary": definedHandler(setGateSummaryTool),
    "os.mail_reply": async (context) => `Replied. The CEO ${context.gateDecision?.decision === "approve" ? "approved" : "denied"}.`,
    "github.merge_pull_request": async () => "Merged.",
  };
  const registry: HandlerRegistry & { log: typeof test.log } = {
    get: (name) => extra[name] ?? test.get(name),
    has: (name) => name in extra || test.has(name),
    log: test.log,
  };
  return registry;
}

const call = (name: string, input: unknown = {}, id = `${name}_${Math.random().toString(36).slice(2, 6)}`): ModelCall => ({ id, name, arguments: input });
const summary = (text = "Reply to Ada that the invoice goes out on Friday.") => call("os__set_gate_summary", { summary: text });
const reply = () => call("os__mail_reply", { thread: "t1", body: "It goes out on Friday." });
const merge = () => call("github__merge_pull_request", { text: "#12" });

function decide(calls: ModelCall[], gateSummarySet?: boolean) {
  const task: TaskSettings | null = null;
  const handlers = handlersWithSummary();
  const offer = buildOffer({ task, actingUserRoles: ["editor"], remainingToolCalls: 10, agent: agentSettings(), kind: "direct", agentTools: [], catalog, handlers });
  return admitBatch(calls, { offer, catalog, task, remainingToolCalls: 10, unknownNamesHandedBack: 0, ...(gateSummarySet === undefined ? {} : { gateSummarySet }) }).decisions;
}

const shapeOf = (decisions: ReturnType<typeof decide>) => decisions.map((decision) => (decision.outcome === "pending" ? "pending" : `${decision.outcome}:${decision.code}`));

describe("admission: the gate summary comes first", () => {
  it.each([
    // [case, calls, summary set in an earlier turn, expected]
    ["os.mail_reply with no summary yet", () => [reply()], false, ["handed_back:gate_summary_required"]],
    ["github.merge_pull_request with no summary yet", () => [merge()], false, ["handed_back:gate_summary_required"]],
    ["os.mail_reply after a summary of an earlier turn", () => [reply()], true, ["pending"]],
    ["the summary first in the same batch", () => [summary(), reply()], false, ["pending", "pending"]],
    ["the summary after it in the same batch", () => [reply(), summary()], false, ["handed_back:gate_summary_required", "pending"]],
    ["both tools after one summary", () => [summary(), merge(), reply()], false, ["pending", "pending", "pending"]],
    ["a summary refused for its arguments does not count", () => [call("os__set_gate_summary", {}), reply()], false, ["handed_back:arguments_refused", "handed_back:gate_summary_required"]],
    ["the playground, which has no run, has no summary", () => [reply()], undefined, ["handed_back:gate_summary_required"]],
    ["other tools are not held", () => [call("test__echo", { text: "hi" })], false, ["pending"]],
  ] as const)("%s", (_case, calls, summarySet, expected) => {
    expect(shapeOf(decide(calls(), summarySet))).toEqual(expected);
  });

  it.each([
    ["os.mail_reply", reply, "ERROR: call os.set_gate_summary before os.mail_reply; the CEO decides on that summary"],
    ["github.merge_pull_request", merge, "ERROR: call os.set_gate_summary before github.merge_pull_request; the CEO decides on that summary"],
  ])("hands %s back with the words the model reads, and the tool's canonical name", (tool, make, text) => {
    const [decision] = decide([make()], false);
    expect(decision).toMatchObject({ outcome: "handed_back", code: "gate_summary_required", text, tool });
    expect(gateSummaryRequiredText(tool)).toBe(text);
  });
});

async function play(responses: ModelResponse[], task: TaskSettings | null = null, turns: RunSnapshot["turns"] = []) {
  const store = createInMemoryRunStore([runSnapshot({ task, turns, status: turns.length > 0 ? "running" : "queued" })]);
  const handlers = handlersWithSummary();
  const deps = { ...loopDependencies(store, scriptedResponses(responses), handlers), catalog };
  const opened: { tool: string; summary: string | null }[] = [];
  const openGate = store.openGate.bind(store);
  store.openGate = async (run, input) => {
    opened.push({ tool: input.tool, summary: input.summary });
    return openGate(run, input);
  };
  const status = await advanceRun(deps, "run_1");
  return { status, store, deps, handlers, opened, run: store.runs.get("run_1")! };
}

describe("in a run: handed back until it is set, and the gate carries the summary", () => {
  it("hands os.mail_reply back, then opens its gate with the summary set in a later turn", async () => {
    const { status, run, opened, handlers } = await play([
      { text: "", calls: [reply()] },
      { text: "", calls: [summary("Tell Ada: Friday.")] },
      { text: "", calls: [reply()] },
    ]);
    expect(status).toBe("waiting");
    expect(run.turns[0].calls[0]).toMatchObject({ outcome: "handed_back", code: "gate_summary_required" });
    expect(run.turns[0].calls[0].result).toBe("ERROR: call os.set_gate_summary before os.mail_reply; the CEO decides on that summary\n\nremaining_tool_calls: 20");
    expect(run.turns[1].calls[0].result).toBe(
      "The gate summary of this run is now set; the CEO reads it when deciding the run's next gate:\nTell Ada: Friday.\n\nremaining_tool_calls: 19",
    );
    expect(run.turns[2].calls[0].outcome).toBe("waiting");
    expect(opened).toEqual([{ tool: "os.mail_reply", summary: "Tell Ada: Friday." }]);
    expect(handlers.log.calls).toEqual([]);
  });

  it("takes a summary set earlier in the same batch, and the latest of two", async () => {
    const { status, opened } = await play([{ text: "", calls: [summary("first"), summary("  second  "), reply()] }]);
    expect(status).toBe("waiting");
    expect(opened).toEqual([{ tool: "os.mail_reply", summary: "second" }]);
  });

  it("a worker that resumes the turn after the summary was answered still writes it on the gate", async () => {
    const recorded = (index: number, tool: string, input: unknown, outcome: CallSnapshot["outcome"]): CallSnapshot => ({
      id: `call_${index}`, index, modelCallId: `m${index}`, name: tool.replace(".", "__"), tool, arguments: input, outcome, code: null, result: null, attempts: outcome === "ok" ? 1 : 0, gate: null,
    });
    const calls = [recorded(0, "os.set_gate_summary", { summary: "Answered before the worker died." }, "ok"), recorded(1, "os.mail_reply", { thread: "t1", body: "x" }, "pending")];
    const interrupted = [{ id: "turn_a", index: 0, modelText: "", modelCalls: calls.map((each) => ({ id: each.modelCallId, name: each.name, arguments: each.arguments })), calls }];
    const { status, opened } = await play([], null, interrupted);
    expect(status).toBe("waiting");
    expect(opened).toEqual([{ tool: "os.mail_reply", summary: "Answered before the worker died." }]);
  });

  it("hands the call back when the summary of its batch failed, so the CEO never decides without one", async () => {
    const { status, run, opened } = await play([{ text: "", calls: [summary("   "), reply()] }, { text: "gave up", calls: [] }]);
    expect(status).toBe("succeeded");
    // A blank summary is refused as the input it is (ToolError invalid_input), no longer an uncoded failure.
    expect(run.turns[0].calls[0]).toMatchObject({ outcome: "tool_error", code: "invalid_input" });
    expect(run.turns[0].calls[1]).toMatchObject({ outcome: "handed_back", code: "gate_summary_required" });
    expect(opened).toEqual([]);
  });

  it.each([
    ["null before one is set", [call("test__echo", { text: "a" })], null],
    ["the latest summary once set", [summary("Echo a word."), call("test__echo", { text: "b" })], "Echo a word."],
  ])("writes on a task gate of any tool %s", async (_case, calls, expected) => {
    const task: TaskSettings = { id: "t", declarations: ["test.echo", "os.set_gate_summary"].map((tool) => ({ tool, pins: [] })), gates: ["test.echo"] };
    const { status, opened } = await play([{ text: "", calls }], task);
    expect(status).toBe("waiting");
    expect(opened).toEqual([{ tool: "test.echo", summary: expected }]);
  });
});
