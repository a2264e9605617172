import { describe, expect, it } from "vitest";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { invokeTool } from "@/lib/runtime/loop/invoke-tool";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { agentSettings, createTestCatalog, createTestHandlers, loopDependencies, runSnapshot, scriptedResponses, testTools } from "../../support/core-fixtures";

// Issue 8, item 14, in the core: one call decided by a run's turn and by the playground's invokeTool, with
// the same task, reaches the same code and the same text (the trailer aside).

function definition(name: string): ToolDefinition {
  const found = runCatalog.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

// test.unsafe_flaky writes; os.set_execution_name is an os.* tool that writes (it lets a task write).
const catalog = createTestCatalog([...testTools, definition("os.set_execution_name")]);
const task = (tools: string[], gates: string[] = []): TaskSettings => ({
  id: "task_1",
  declarations: tools.map((entry) => {
    const [tool, pin] = entry.split("#");
    return { tool, pins: pin ? [{ field: pin.split("=")[0], values: pin.split("=")[1].split(","), fatal: false }] : [] };
  }),
  gates,
});

async function throughRun(given: TaskSettings | null, name: string, input: unknown) {
  const store = createInMemoryRunStore([runSnapshot({ task: given, taskId: given?.id ?? null })]);
  const calls = [{ id: "a", name, arguments: input }];
  const deps = { ...loopDependencies(store, scriptedResponses([{ text: "", calls }, { text: "done", calls: [] }]), createTestHandlers()), catalog };
  await advanceRun(deps, "run_1");
  const call = store.call("run_1", 0, 0);
  return { code: call.code, text: withoutTrailer(call.result ?? "") };
}

async function throughPlayground(given: TaskSettings | null, name: string, input: unknown) {
  const handlers = createTestHandlers();
  const deps = { ...loopDependencies(createInMemoryRunStore([]), scriptedResponses([]), handlers), catalog };
  const context = { organisationId: "org_1", agentId: "agent_1", conversationId: null, runId: null, taskId: given?.id ?? null, callId: "call_1", actingUserId: "user_1", actingUserRoles: ["editor"] };
  const answer = await invokeTool(deps, { context, task: given, tool: name, arguments: input, toolCallBudget: 20, agent: agentSettings(), agentTools: [], previews: true });
  return { code: answer.code, text: withoutTrailer(answer.result), ran: handlers.log.calls.length > 0 };
}

describe("the same decision through a run and through the playground", () => {
  it.each([
    ["a write under a read-only task", task(["test.unsafe_flaky", "test.echo"]), "test__unsafe_flaky", {}, "read_only_credential"],
    ["a tool the task does not declare", task(["test.echo"]), "test__lookup", {}, "tool_not_on_task"],
    ["a value the task did not pin", task(["test.echo#text=hello"]), "test__echo", { text: "bye" }, "tool_value_not_declared"],
    ["an unknown name", null, "test__nope", {}, "unknown_tool_name"],
    ["a tool without a handler", null, "test__planned", {}, "not_offered"],
    ["arguments that cannot be stored", null, "test__echo", '{"text": "a\\u0000b"}', "arguments_refused"],
  ])("%s", async (_case, given, name, input, code) => {
    const run = await throughRun(given, name, input);
    const played = await throughPlayground(given, name, input);
    expect(run.code).toBe(code);
    expect({ code: played.code, text: played.text }).toEqual(run);
    expect(played.ran).toBe(false);
  });

  it("a task's gated tool: a run waits, the playground refuses it as gate_required without running it", async () => {
    const gating = task(["test.echo", "os.set_execution_name"], ["test.echo"]);
    const store = createInMemoryRunStore([runSnapshot({ task: gating, taskId: gating.id })]);
    const calls = [{ id: "a", name: "test__echo", arguments: { text: "hi" } }];
    const deps = { ...loopDependencies(store, scriptedResponses([{ text: "", calls }]), createTestHandlers()), catalog };
    expect(await advanceRun(deps, "run_1")).toBe("waiting");
    const played = await throughPlayground(gating, "test__echo", { text: "hi" });
    expect(played).toEqual({ code: "gate_required", text: "ERROR: test.echo waits for the CEO's decision, so it runs only inside a run.", ran: false });
  });
});
