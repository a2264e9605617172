import { describe, expect, it } from "vitest";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import type { ErrorHandling } from "@/lib/runtime/ports/tool-definition";
import { GENERIC_CALL_ERRORS } from "@/lib/runtime/catalog/call-errors";
import type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import type { ExportSourceCheck, HandlerRegistry, ToolHandler, VendorToolNow, VendorToolStates } from "@/lib/runtime/ports";
import { invokeTool } from "@/lib/runtime/loop/invoke-tool";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { agentSettings, createTestCatalog, createTestHandlers, loopDependencies, runSnapshot, scriptedResponses, testTools } from "../../support/core-fixtures";

// Issue 8, item 14, in the core, and issue 17, item 2: one call decided by a run's turn (a scripted model)
// and by the playground's invokeTool, with the same task, reaches the same outcome, code and text (the
// trailer aside) — for every refusal of the catalog's generic call errors and of the run's own rules.

function definition(name: string): ToolDefinition {
  const found = runCatalog.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

// test.unsafe_flaky writes; os.set_execution_name is an os.* tool that writes (it lets a task write);
// os.mail_reply waits for a gate summary; write_file exports stored text.
// files.read is a vendor tool whose login the offer found connected.
const files: ToolDefinition = { ...testTools[0], name: "files.read", gate: "never", availability: { kind: "connector", connector: "files", state: "on" } };
const catalog = createTestCatalog([...testTools, files, ...["os.set_execution_name", "os.set_gate_summary", "os.mail_reply", "write_file"].map(definition)]);

/** The test handlers, with a stub answering the real tools this table calls (none of them may run). */
function handlers(): HandlerRegistry & { log: ReturnType<typeof createTestHandlers>["log"] } {
  const base = createTestHandlers();
  const stub: ToolHandler = async (context, input) => {
    base.log.calls.push({ tool: context.tool, input });
    return "ok";
  };
  const stubbed = new Set(["os.set_execution_name", "os.set_gate_summary", "os.mail_reply", "write_file", "files.read"]);
  return { log: base.log, has: (name) => base.has(name) || stubbed.has(name), get: (name) => base.get(name) ?? (stubbed.has(name) ? stub : undefined) };
}

/** `tool#field=a,b` pins a field; `tool#!field=a` pins it fatally (seed "built-in tools", Errors). */
const task = (tools: string[], gates: string[] = []): TaskSettings => ({
  id: "task_1",
  declarations: tools.map((entry) => {
    const [tool, pin] = entry.split("#");
    if (!pin) return { tool, pins: [] };
    const fatal = pin.startsWith("!");
    const [field, values] = pin.replace(/^!/, "").split("=");
    return { tool, pins: [{ field, values: values.split(","), fatal }] };
  }),
  gates,
});

type Setting = { task: TaskSettings | null; budget?: number; coding?: boolean; exportSources?: ExportSourceCheck; vendorStates?: VendorToolStates };

async function throughRun(setting: Setting, name: string, input: unknown) {
  const agent = agentSettings({ flags: { coding: setting.coding ?? false } });
  const store = createInMemoryRunStore([runSnapshot({ task: setting.task, taskId: setting.task?.id ?? null, agent, state: { version: 1, toolCallBudget: setting.budget ?? 20, maxIterations: 10 } })]);
  const calls = [{ id: "a", name, arguments: input }];
  const registry = handlers();
  const deps = { ...loopDependencies(store, scriptedResponses([{ text: "", calls }, { text: "done", calls: [] }]), registry), catalog, exportSources: setting.exportSources, vendorStates: setting.vendorStates };
  await advanceRun(deps, "run_1");
  const call = store.call("run_1", 0, 0);
  return { outcome: call.outcome, code: call.code, text: withoutTrailer(call.result ?? ""), ran: registry.log.calls.length > 0 };
}

async function throughPlayground(setting: Setting, name: string, input: unknown) {
  const registry = handlers();
  const deps = { ...loopDependencies(createInMemoryRunStore([]), scriptedResponses([]), registry), catalog, exportSources: setting.exportSources, vendorStates: setting.vendorStates };
  const context = { organisationId: "org_1", agentId: "agent_1", conversationId: null, runId: null, taskId: setting.task?.id ?? null, callId: "call_1", actingUserId: "user_1", actingUserRoles: ["editor"] };
  const agent = agentSettings({ flags: { coding: setting.coding ?? false } });
  const answer = await invokeTool(deps, { context, task: setting.task, tool: name, arguments: input, toolCallBudget: setting.budget ?? 20, agent, agentTools: [], previews: true });
  return { outcome: answer.outcome, code: answer.code, text: withoutTrailer(answer.result), ran: registry.log.calls.length > 0 };
}

/** A vendor tool's state as read just before admission: changed since the offer. */
const nowReads =
  (state: VendorToolNow): VendorToolStates =>
  async (_scope, tools) =>
    tools.map(() => state);

const refusedExport: ExportSourceCheck = async (_scope, exports) => exports.map(() => ({ ok: false, code: "source_not_found", message: "no stored result res_x" }));

// [case, setting, name, arguments, outcome, code]
const refusals: [string, Setting, string, unknown, CallOutcome, string][] = [
  // The catalog's generic call errors (lib/runtime/catalog/call-errors.ts).
  ["a tool the task does not declare", { task: task(["test.echo"]) }, "test__lookup", {}, "run_failed", "tool_not_on_task"],
  ["an unknown name", { task: null }, "test__nope", {}, "handed_back", "unknown_tool_name"],
  ["a whole catalog's name", { task: null }, "test", {}, "handed_back", "bare_tool_name"],
  ["a value the task did not pin", { task: task(["test.echo#text=hello"]) }, "test__echo", { text: "bye" }, "handed_back", "tool_value_not_declared"],
  ["a value the task pinned fatally", { task: task(["test.echo#!text=hello"]) }, "test__echo", { text: "bye" }, "run_failed", "tool_value_refused"],
  // The run's own refusals.
  ["a tool without a handler", { task: null }, "test__planned", {}, "handed_back", "not_offered"],
  ["a tool only the CEO chat offers", { task: null }, "test__chat_only", {}, "handed_back", "not_offered"],
  ["arguments that cannot be stored", { task: null }, "test__echo", '{"text": "a\\u0000b"}', "handed_back", "arguments_refused"],
  ["arguments that do not fit the schema", { task: null }, "test__lookup", { uid: "one" }, "handed_back", "arguments_refused"],
  ["a spent budget", { task: null, budget: 0 }, "test__echo", { text: "hi" }, "handed_back", "budget_spent"],
  ["a write under a read-only task", { task: task(["test.unsafe_flaky", "test.echo"]) }, "test__unsafe_flaky", {}, "tool_error", "read_only_credential"],
  ["a summary-gated tool before the summary", { task: null }, "os__mail_reply", { thread: "t1", body: "It goes out on Friday." }, "handed_back", "gate_summary_required"],
  ["a vendor tool turned off since the offer", { task: null, vendorStates: nowReads("turned_off") }, "files__read", { text: "x" }, "tool_error", "tool_turned_off"],
  ["a vendor tool whose login was disconnected since the offer", { task: null, vendorStates: nowReads("login_disconnected") }, "files__read", { text: "x" }, "tool_error", "connector_unavailable"],
  ["a vendor tool its server no longer lists", { task: null, vendorStates: nowReads("not_listed") }, "files__read", { text: "x" }, "tool_error", "vendor_tool_gone"],
  ["an export whose sources are refused", { task: null, coding: true, exportSources: refusedExport }, "write_file", { path: "a.txt", content: "x" }, "tool_error", "source_not_found"],
];

describe("the same refusal through a run and through the playground", () => {
  it.each(refusals)("%s", async (_case, setting, name, input, outcome, code) => {
    const run = await throughRun(setting, name, input);
    const played = await throughPlayground(setting, name, input);
    expect({ outcome: run.outcome, code: run.code }).toEqual({ outcome, code });
    expect(played).toEqual(run);
    expect(played.ran).toBe(false);
  });

  it("a task's gated tool: a run waits, the playground hands it back as gate_required without running it", async () => {
    const gating = task(["test.echo", "os.set_execution_name"], ["test.echo"]);
    const store = createInMemoryRunStore([runSnapshot({ task: gating, taskId: gating.id })]);
    const calls = [{ id: "a", name: "test__echo", arguments: { text: "hi" } }];
    const deps = { ...loopDependencies(store, scriptedResponses([{ text: "", calls }]), createTestHandlers()), catalog };
    expect(await advanceRun(deps, "run_1")).toBe("waiting");
    expect(store.call("run_1", 0, 0).outcome).toBe("waiting");
    const played = await throughPlayground({ task: gating }, "test__echo", { text: "hi" });
    expect(played).toEqual({ outcome: "handed_back", code: "gate_required", text: "ERROR: test.echo waits for the CEO's decision, so it runs only inside a run.", ran: false });
  });
});

// The reference's per-error `handling` (GET /v1/tools/built-in) is a label of the outcome a run records.
const HANDLING_OF: Partial<Record<CallOutcome, ErrorHandling>> = { handed_back: "hand_back", tool_error: "tool_error", run_failed: "fail" };

describe("the catalog's generic call errors say what a run records", () => {
  it.each(GENERIC_CALL_ERRORS.filter((error) => error.code !== "unknown_tool_repeated").map((error) => [error.code, error.handling] as const))("%s is %s", (code, handling) => {
    const outcome = refusals.find((entry) => entry[5] === code)?.[4];
    expect(outcome, `a parity case for ${code}`).toBeDefined();
    expect(outcome && HANDLING_OF[outcome]).toBe(handling);
  });

  it("unknown_tool_repeated (a run's fourth unknown name; the playground has no earlier ones) fails the run", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const calls = ["a", "b", "c", "d"].map((letter) => ({ id: letter, name: `nope_${letter}`, arguments: {} }));
    await advanceRun({ ...loopDependencies(store, scriptedResponses([{ text: "", calls }]), handlers()), catalog }, "run_1");
    const call = store.call("run_1", 0, 3);
    expect({ outcome: call.outcome, code: call.code }).toEqual({ outcome: "run_failed", code: "unknown_tool_repeated" });
    expect(HANDLING_OF[call.outcome]).toBe(GENERIC_CALL_ERRORS.find((error) => error.code === "unknown_tool_repeated")?.handling);
  });
});
