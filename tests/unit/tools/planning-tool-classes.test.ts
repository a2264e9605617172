import { describe, expect, it } from "vitest";
import { refusedByCredential, runCredentialMayWrite } from "@/lib/runtime/admission/credential-rule";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { runCatalog } from "@/lib/tools/registry/run-catalog";

// Issue 18, items 5 and 6: the planning and briefs tools' read/write and retry classes as declared, and the run
// credential's rule applied to them with the real catalog (seed "Read and write": a run credential can write
// only if its task declares an `os.*` tool that writes). A task declaring os.write_plan or os.file_daily_brief
// declares a writing os.* tool by doing so, so through a run the refusal can only meet them in a task that does
// not declare them — where tool_not_on_task comes first; the rule itself is checked here on the definitions.

const taskOf = (...tools: string[]): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates: [] });
const definition = (name: string) => {
  const found = runCatalog.get(name);
  if (found === undefined) throw new Error(`${name} is not in the run catalog`);
  return found;
};

describe("the planning and briefs tools' classes", () => {
  it.each([
    ["os.list_tool_bindings", "read", "safe"],
    ["os.assess_impact", "read", "safe"],
    ["os.read_plan", "read", "safe"],
    ["os.write_plan", "write", "idempotent"],
    ["os.file_daily_brief", "write", "unsafe"],
  ])("%s is a %s tool, %s on a repeat", (name, access, retry) => {
    expect(definition(name)).toMatchObject({ access, retry });
  });

  it("a task declaring only reads (and memory.train) runs with a read-only credential: the writers would be refused, the reads never", () => {
    const readOnly = taskOf("os.read_plan", "os.assess_impact", "os.list_tool_bindings", "memory.train");
    expect(runCredentialMayWrite(readOnly, runCatalog)).toBe(false);
    expect(refusedByCredential(definition("os.write_plan"), readOnly, runCatalog)).toBe(true);
    expect(refusedByCredential(definition("os.file_daily_brief"), readOnly, runCatalog)).toBe(true);
    for (const read of ["os.read_plan", "os.assess_impact", "os.list_tool_bindings"]) expect(refusedByCredential(definition(read), readOnly, runCatalog)).toBe(false);
  });

  it.each(["os.write_plan", "os.file_daily_brief"])("declaring %s makes the task's credential one that writes", (writer) => {
    const task = taskOf("os.read_plan", writer);
    expect(runCredentialMayWrite(task, runCatalog)).toBe(true);
    expect(refusedByCredential(definition(writer), task, runCatalog)).toBe(false);
    expect(refusedByCredential(definition("memory.train"), task, runCatalog)).toBe(false);
  });
});
