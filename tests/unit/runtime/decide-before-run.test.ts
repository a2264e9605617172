import { describe, expect, it } from "vitest";
import { decideBeforeRun, type BeforeRunInput } from "@/lib/runtime/admission/decide-before-run";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";

// The one decision a run's turn and the playground both take after admission and before a handler starts
// (issue 8, item 14): budget, credential, gate summary, gate — each refusal with its exact text. Issue 17,
// item 2: it answers in the one vocabulary (the stored outcome), and decides an interrupted call, a vendor
// tool's login and the write-ahead too.

const task = (tools: string[], gates: string[] = []): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates });
const base = runCatalog.get("os.get_context") as ToolDefinition;
const unsafe: ToolDefinition = { ...base, name: "test.unsafe", retry: "unsafe", gate: "never" };
const vendor = (state: "on" | "turned_off" | "login_disconnected"): ToolDefinition => ({ ...base, name: "files.read", availability: { kind: "connector", connector: "files", state } });
const readOnly = task(["workspace.write_file", "os.get_context"]);
const mayWrite = task(["workspace.write_file", "os.set_context"], ["os.set_context"]);

function input(tool: string, overrides: Partial<BeforeRunInput> = {}): BeforeRunInput {
  return {
    name: tool.replace(".", "__"),
    tool,
    arguments: { key: "k" },
    repairs: [],
    definition: runCatalog.get(tool),
    answered: true,
    task: null,
    catalog: runCatalog,
    remainingToolCalls: 5,
    gateSummarySet: false,
    startedEarlier: false,
    startedHere: false,
    gateOpened: false,
    ...overrides,
  };
}

describe("decideBeforeRun refuses", () => {
  it.each([
    [
      "a tool whose handler is gone",
      input("os.get_context", { answered: false }),
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
    [
      "a call unsafe to repeat that a dead worker had started",
      input("test.unsafe", { definition: unsafe, startedEarlier: true }),
      {
        outcome: "tool_error",
        code: "interrupted",
        text: "ERROR: the call was interrupted and is not repeated, because test.unsafe is not retry-safe. It may already have acted: check whether it took effect before calling test.unsafe again.",
      },
    ],
    [
      "a vendor tool whose login was disconnected since the offer",
      input("files.read", { definition: vendor("login_disconnected") }),
      {
        outcome: "tool_error",
        code: "connector_unavailable",
        text: "ERROR: connector_unavailable: no connected login of the files connector serves this agent now; an admin can reconnect it on the Connectors page.",
      },
    ],
    [
      "a vendor tool turned off on its login since the offer",
      input("files.read", { definition: vendor("turned_off") }),
      { outcome: "tool_error", code: "tool_turned_off", text: "ERROR: tool_turned_off: files.read was turned off on the files login." },
    ],
  ])("%s", (_case, given, expected) => {
    expect(decideBeforeRun(given)).toEqual({ ...expected, tool: given.tool, arguments: given.arguments, repairs: [] });
  });

  it("checks the budget before the credential, and the credential before the gate", () => {
    expect(decideBeforeRun(input("workspace.write_file", { task: readOnly, remainingToolCalls: 0 }))).toMatchObject({ code: "budget_spent" });
    const gatedReadOnly = task(["os.get_context", "memory.train"], ["memory.train"]);
    expect(decideBeforeRun(input("memory.train", { task: gatedReadOnly }))).toMatchObject({ code: "read_only_credential" });
  });
});

describe("decideBeforeRun lets through", () => {
  it.each([
    ["a read", input("os.get_context", { task: readOnly }), { outcome: "pending" }],
    ["a write under a task that may write", input("workspace.write_file", { task: mayWrite }), { outcome: "pending" }],
    ["a write without a task (the user's own rights)", input("workspace.write_file"), { outcome: "pending" }],
    ["a task's gated tool, to its gate", input("os.set_context", { task: mayWrite }), { outcome: "waiting", requirement: "task" }],
    ["an always-gated tool, to its gate", input("os.ask_ceo"), { outcome: "waiting", requirement: "always" }],
    ["a summary tool once the summary is set", input("os.mail_reply", { gateSummarySet: true }), { outcome: "waiting", requirement: "always" }],
    ["a summary tool whose gate already opened", input("os.mail_reply", { gateOpened: true }), { outcome: "waiting", requirement: "always" }],
    // A resumed call that started was charged and admitted before: not refused again, its gate re-read.
    ["a started call with the budget now at 0", input("os.get_context", { startedHere: true, remainingToolCalls: 0 }), { outcome: "pending" }],
    ["a started write under a read-only task", input("workspace.write_file", { startedHere: true, task: readOnly }), { outcome: "pending" }],
  ])("%s", (_case, given, expected) => {
    const decision = decideBeforeRun(given);
    expect(decision).toMatchObject(expected);
    expect(decision).toMatchObject({ definition: given.definition, arguments: given.arguments, repairs: [] });
  });
});

describe("decideBeforeRun decides the write-ahead once", () => {
  it.each([
    ["a call unsafe to repeat, not yet started", input("test.unsafe", { definition: unsafe }), true],
    ["the same call this pass marked started with its turn", input("test.unsafe", { definition: unsafe, startedHere: true }), false],
    ["a call safe to repeat", input("os.get_context"), false],
    ["a safe call a dead worker had started runs again, unmarked", input("os.get_context", { startedEarlier: true }), false],
    ["a vendor tool that is on", input("files.read", { definition: vendor("on") }), false],
  ])("%s", (_case, given, writeAhead) => {
    expect(decideBeforeRun(given)).toMatchObject({ outcome: "pending", writeAhead });
  });
});

// Issue 19: a handler that keys its effect by the call id (a mail send's write-ahead row) finishes a call a
// dead worker had started, rather than answering it `interrupted`; it is not written ahead a second time.
describe("decideBeforeRun with a handler keyed by the call id", () => {
  const keyed: ToolDefinition = { ...unsafe, name: "test.keyed", resumesByCallId: true };
  it("runs again a call a dead worker had started, and writes ahead a new one", () => {
    expect(decideBeforeRun(input("test.keyed", { definition: keyed, startedEarlier: true }))).toMatchObject({ outcome: "pending", writeAhead: false });
    expect(decideBeforeRun(input("test.keyed", { definition: keyed }))).toMatchObject({ outcome: "pending", writeAhead: true });
  });
});
