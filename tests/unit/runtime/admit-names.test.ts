import { describe, expect, it } from "vitest";
import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { ModelCall } from "@/lib/runtime/ports";
import { agentSettings, createTestCatalog, createTestHandlers } from "@/tests/support/core-fixtures";

// Seed "built-in tools", Errors, and seed "tools in a run": what a call's name alone decides, with the
// seed's own strings and handling classes (hand_back / fail), before any tool is reached.

const catalog = createTestCatalog();
const handlers = createTestHandlers();

function decide(calls: ModelCall[], task: TaskSettings | null = null, unknownNamesHandedBack = 0) {
  const subject = { task, actingUserRoles: ["editor"], remainingToolCalls: 10, agent: agentSettings(), kind: "direct" as const, agentTools: [] };
  const offer = buildOffer({ ...subject, catalog, handlers });
  return admitBatch(calls, { offer, catalog, task, remainingToolCalls: 10, unknownNamesHandedBack }).decisions;
}

const call = (name: string, input: unknown = {}): ModelCall => ({ id: `call_${name}`, name, arguments: input });
const taskOf = (...tools: string[]): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates: [] });

describe("names and errors (seed \"built-in tools\", Errors)", () => {
  it.each([
    ["the model name with __", "test__echo", "pending", null],
    ["the dotted name", "test.echo", "pending", null],
  ])("%s runs: %s", (_case, name, kind, code) => {
    const [decision] = decide([call(name, { text: "hi" })]);
    expect(decision.outcome).toBe(kind);
    expect("code" in decision ? decision.code : null).toBe(code);
  });

  it.each([
    // [case, name, task, kind, code, text]
    ["a planned tool the run does not offer", "test__planned", null, "handed_back", "not_offered", "ERROR: tool test__planned is not offered this run"],
    ["a name no tool has", "test__ecko", null, "handed_back", "unknown_tool_name", "ERROR: unknown tool test__ecko. Closest tools this run offers: test__echo"],
    ["a whole catalog's name", "test", null, "handed_back", "bare_tool_name", "ERROR: test names a whole tool catalog, not a tool; call one of its tools by its full name"],
    ["a vendor catalog the task declares from", "github", taskOf("github.merge_pull_request"), "handed_back", "bare_tool_name", null],
    ["a tool that exists but the task does not declare", "test__lookup", taskOf("test.echo"), "run_failed", "tool_not_on_task", null],
    ["a tool only the CEO chat offers", "test__chat_only", null, "handed_back", "not_offered", null],
  ])("%s: %s → %s %s", (_case, name, task, kind, code, text) => {
    const [decision] = decide([call(name)], task as TaskSettings | null);
    expect(decision.outcome).toBe(kind);
    expect(decision.outcome === "pending" ? null : decision.code).toBe(code);
    if (text !== null && decision.outcome !== "pending") expect(decision.text.startsWith(text)).toBe(true);
  });

  it("after three unknown names were handed back, another one fails the run (unknown_tool_repeated)", () => {
    const calls = ["a", "b", "c", "d"].map((letter) => call(`nope_${letter}`));
    const decisions = decide(calls);
    expect(decisions.map((decision) => (decision.outcome === "pending" ? "pending" : decision.code))).toEqual([
      "unknown_tool_name",
      "unknown_tool_name",
      "unknown_tool_name",
      "unknown_tool_repeated",
    ]);
    expect(decisions[3].outcome).toBe("run_failed");
  });

  it("counts unknown names handed back in earlier turns of the run", () => {
    const [decision] = decide([call("nope")], null, 3);
    expect(decision).toMatchObject({ outcome: "run_failed", code: "unknown_tool_repeated" });
  });

  it("a call that fails the run stops the batch: the fitting call beside it is Not run", () => {
    const decisions = decide([call("test__echo", { text: "x" }), call("test__lookup")], taskOf("test.echo"));
    expect(decisions.map((decision) => decision.outcome)).toEqual(["not_run", "run_failed"]);
  });

  it("a name handed back does not stop the other calls of the turn", () => {
    const decisions = decide([call("test__echo", { text: "x" }), call("test__ecko")]);
    expect(decisions.map((decision) => decision.outcome)).toEqual(["pending", "handed_back"]);
  });
});
