import { describe, expect, it } from "vitest";
import { decideBeforeRun, type BeforeRunInput } from "@/lib/runtime/admission/decide-before-run";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolHandler, ToolOutput } from "@/lib/runtime/ports";

// The one decision a run's turn and the playground both take after admission and before a handler starts
// (issue 8, item 14): budget, credential, gate summary, gate — each refusal with its exact text.

const handler: ToolHandler<ToolOutput> = async () => "ran";

const task = (tools: string[], gates: string[] = []): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates });
const readOnly = task(["workspace.write_file", "os.get_context"]);
const mayWrite = task(["workspace.write_file", "os.set_context"], ["os.set_context"]);

function input(tool: string, overrides: Partial<BeforeRunInput> = {}): BeforeRunInput {
  return {
    name: tool.replace(".", "__"),
    definition: runCatalog.get(tool),
    handler,
    task: null,
    catalog: runCatalog,
    remainingToolCalls: 5,
    gateSummarySet: false,
    started: false,
    gateOpened: false,
    ...overrides,
  };
}

describe("decideBeforeRun refuses", () => {
  it.each([
    [
      "a tool whose handler is gone",
      input("os.get_context", { handler: undefined }),
      { outcome: "handed_back", code: "not_offered", text: "ERROR: tool os__get_context is not offered this run" },
    ],
    [
      "a tool the catalog no longer holds",
      input("test.gone", { name: "test__gone" }),
      { outcome: "handed_back", code: "not_offered", text: "ERROR: tool test__gone is not offered this run" },
    ],
    [
      "any call once the budget is spent",
      input("os.get_context", { remainingToolCalls: 0 }),
      { outcome: "handed_back", code: "budget_spent", text: "ERROR: the tool-call budget of this run is spent; finish with text." },
    ],
    [
      "a write under a task that declares no os.* tool that writes",
      input("workspace.write_file", { task: readOnly }),
      {
        outcome: "tool_error",
        code: "read_only_credential",
        text: "ERROR: workspace.write_file writes, and this run's credential is read-only: a run credential can write only if its task declares an `os.*` tool that writes.",
      },
    ],
    [
      "a tool the CEO decides on a summary, before one is set",
      input("os.mail_reply"),
      { outcome: "handed_back", code: "gate_summary_required", text: "ERROR: call os.set_gate_summary before os.mail_reply; the CEO decides on that summary" },
    ],
  ])("%s", (_case, given, expected) => {
    expect(decideBeforeRun(given)).toEqual({ kind: "refuse", ...expected });
  });

  it("checks the budget before the credential, and the credential before the gate", () => {
    expect(decideBeforeRun(input("workspace.write_file", { task: readOnly, remainingToolCalls: 0 }))).toMatchObject({ code: "budget_spent" });
    const gatedReadOnly = task(["os.get_context", "memory.train"], ["memory.train"]);
    expect(decideBeforeRun(input("memory.train", { task: gatedReadOnly }))).toMatchObject({ code: "read_only_credential" });
  });
});

describe("decideBeforeRun lets through", () => {
  it.each([
    ["a read", input("os.get_context", { task: readOnly }), { kind: "run" }],
    ["a write under a task that may write", input("workspace.write_file", { task: mayWrite }), { kind: "run" }],
    ["a write without a task (the user's own rights)", input("workspace.write_file"), { kind: "run" }],
    ["a task's gated tool, to its gate", input("os.set_context", { task: mayWrite }), { kind: "gate", requirement: "task" }],
    ["an always-gated tool, to its gate", input("os.ask_ceo"), { kind: "gate", requirement: "always" }],
    ["a summary tool once the summary is set", input("os.mail_reply", { gateSummarySet: true }), { kind: "gate", requirement: "always" }],
    ["a summary tool whose gate already opened", input("os.mail_reply", { gateOpened: true }), { kind: "gate", requirement: "always" }],
    // A resumed call that started was charged and admitted before: not refused again, its gate re-read.
    ["a started call with the budget now at 0", input("os.get_context", { started: true, remainingToolCalls: 0 }), { kind: "run" }],
    ["a started write under a read-only task", input("workspace.write_file", { started: true, task: readOnly }), { kind: "run" }],
  ])("%s", (_case, given, expected) => {
    const decision = decideBeforeRun(given);
    expect(decision).toMatchObject(expected);
    expect(decision).toMatchObject({ definition: given.definition, handler });
  });
});
