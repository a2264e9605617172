import { describe, expect, it } from "vitest";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { refusedByCredential, runCredentialMayWrite } from "@/lib/runtime/admission/credential-rule";
import { readOnlyCredentialText } from "@/lib/runtime/admission/refusal-texts";
import type { Catalog } from "@/lib/runtime/ports";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { createTestCatalog, createTestHandlers, loopDependencies, runSnapshot, scriptedResponses, testTools } from "../../support/core-fixtures";

// Seed "built-in tools", Read and write: "A run credential can write only if its task declares an `os.*`
// tool that writes."

const taskOf = (...tools: string[]): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates: [] });

function tool(catalog: Catalog, name: string): ToolDefinition {
  const found = catalog.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

describe("runCredentialMayWrite", () => {
  it.each([
    // [case, task, may write]
    ["a run without a task acts with its user's rights", null, true],
    ["a task declaring an os.* tool that writes", taskOf("os.get_context", "os.set_context"), true],
    ["os.ask_ceo writes too", taskOf("os.ask_ceo"), true],
    ["os.set_gate_summary writes too", taskOf("os.set_gate_summary", "os.mail_reply"), true],
    ["only os.* tools that read", taskOf("os.get_context", "os.read_task", "os.list_open_gates"), false],
    ["write tools, but none of them os.*", taskOf("memory.train", "workspace.write_file", "os.get_context"), false],
    ["a vendor tool the catalog does not know", taskOf("github.merge_pull_request"), false],
    ["no declarations at all", taskOf(), false],
  ])("%s → %s", (_case, task, expected) => {
    expect(runCredentialMayWrite(task, runCatalog)).toBe(expected);
  });
});

describe("refusedByCredential", () => {
  const readOnly = taskOf("os.get_context", "memory.train", "memory.ask");
  it.each([
    ["memory.train", readOnly, true],
    ["workspace.write_file", readOnly, true],
    ["os.set_context", readOnly, true],
    ["memory.ask", readOnly, false],
    ["os.get_context", readOnly, false],
    ["memory.train", taskOf("memory.train", "os.set_execution_name"), false],
    ["memory.train", null, false],
    // The run's own tools belong to the run, not to the task's credential (ONE-PRODUCT "Offer").
    ["report_issue", readOnly, false],
  ])("%s under %j → %s", (name, task, expected) => {
    expect(refusedByCredential(tool(runCatalog, name), task, runCatalog)).toBe(expected);
  });

  it("names the tool and quotes the seed's rule", () => {
    expect(readOnlyCredentialText("memory.train")).toBe(
      "ERROR: memory.train writes, and this run's credential is read-only: a run credential can write only if its task declares an `os.*` tool that writes.",
    );
  });
});

describe("in a run: refused before its handler, as a tool error, nothing charged", () => {
  // test.unsafe_flaky writes; os.set_execution_name is an os.* tool that writes.
  const catalog = createTestCatalog([...testTools, tool(runCatalog, "os.set_execution_name")]);

  async function play(task: TaskSettings | null) {
    const store = createInMemoryRunStore([runSnapshot({ task, taskId: task?.id ?? null })]);
    const handlers = createTestHandlers();
    const calls = [
      { id: "a", name: "test__unsafe_flaky", arguments: {} },
      { id: "b", name: "test__echo", arguments: { text: "still reads" } },
    ];
    const deps = { ...loopDependencies(store, scriptedResponses([{ text: "", calls }, { text: "done", calls: [] }]), handlers), catalog };
    const status = await advanceRun(deps, "run_1");
    return { status, handlers, store, extra: store.extras.get("run_1")! };
  }

  it("a read-only task: the write is a tool error read_only_credential, the read runs, one call charged", async () => {
    const { status, handlers, store, extra } = await play(taskOf("test.unsafe_flaky", "test.echo"));
    expect(status).toBe("succeeded");
    expect(store.call("run_1", 0, 0)).toMatchObject({ outcome: "tool_error", code: "read_only_credential", attempts: 0 });
    expect(store.call("run_1", 0, 0).result).toBe(`${readOnlyCredentialText("test.unsafe_flaky")}\n\nremaining_tool_calls: 20`);
    expect(store.call("run_1", 0, 1).outcome).toBe("ok");
    expect(handlers.log.calls.map((logged) => logged.tool)).toEqual(["test.echo"]);
    expect(store.remainingToolCalls("run_1")).toBe(19);
  });

  it.each([
    ["a task that declares an os.* tool that writes", taskOf("test.unsafe_flaky", "test.echo", "os.set_execution_name")],
    ["no task", null],
  ])("%s: the write reaches its handler", async (_case, task) => {
    const { handlers, store } = await play(task);
    expect(store.call("run_1", 0, 0).code).not.toBe("read_only_credential");
    expect(handlers.log.calls.map((logged) => logged.tool)).toEqual(["test.unsafe_flaky", "test.echo"]);
  });
});
