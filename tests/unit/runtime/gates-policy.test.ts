import { describe, expect, it } from "vitest";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { deniedText, gateRequirement, type GateRequirement } from "@/lib/runtime/admission/gate-policy";

// Seed "built-in tools", Gates and grants: every row of the policy, with the catalog's own definitions.

function definition(name: string): ToolDefinition {
  const found = builtInCatalog.get(name);
  if (!found) throw new Error(`no built-in ${name}`);
  return found;
}

const taskGating = (...gates: string[]): TaskSettings => ({ id: "task_1", declarations: gates.map((tool) => ({ tool, pins: [] })), gates });
const taskWithoutGates = (...tools: string[]): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates: [] });

/** The seed's own list: "is always gated, whatever the task declares, and the run ends on the CEO's decision". */
const ALWAYS_GATED = ["os.ask_ceo", "os.mail_reply", "os.mail_send", "os.escalate_mail"];

describe("gateRequirement", () => {
  it.each([
    // [tool, task, expected]
    ...ALWAYS_GATED.flatMap((tool): [string, TaskSettings | null, GateRequirement][] => [
      [tool, null, "always"],
      [tool, taskWithoutGates(tool), "always"],
      [tool, taskGating(tool), "always"],
    ]),
    ["os.set_context", null, "none"],
    ["os.set_context", taskWithoutGates("os.set_context"), "none"],
    ["os.set_context", taskGating("os.set_context"), "task"],
    ["os.get_context", taskGating("os.set_context"), "none"],
    ["os.set_gate_summary", taskGating("os.set_gate_summary"), "task"],
    ["web.read", taskGating("web.read"), "task"],
    // "a gate on one is saved but never waits": the OS answers these before it reads the task's gates.
    ["workspace.write_file", taskGating("workspace.write_file"), "none"],
    ["workspace.git_push", taskGating("workspace.git_push"), "none"],
    ["workspace.read_file", taskGating("workspace.read_file"), "none"],
    ["memory.train", taskGating("memory.train"), "none"],
    ["memory.ask", taskGating("memory.ask"), "none"],
  ])("%s with %j → %s", (tool, task, expected) => {
    expect(gateRequirement(definition(tool), task)).toBe(expected);
  });

  it("the catalog's always-gated tools are exactly the seed's four", () => {
    const always = builtInCatalog.all().filter((tool) => gateRequirement(tool, null) === "always").map((tool) => tool.name);
    expect(always.sort()).toEqual([...ALWAYS_GATED].sort());
  });

  it("no workspace.* or memory.* tool ever waits, even when a task gates every one of them", () => {
    const family = builtInCatalog.all().filter((tool) => /^(workspace|memory)\./.test(tool.name));
    expect(family.length).toBeGreaterThanOrEqual(11);
    const task = taskGating(...family.map((tool) => tool.name));
    expect(family.filter((tool) => gateRequirement(tool, task) !== "none").map((tool) => tool.name)).toEqual([]);
  });

  it("the namespace decides, not only the definition: a workspace.* tool said to be task-gated still never waits", () => {
    const drifted = { ...definition("workspace.write_file"), gate: "task" as const };
    expect(gateRequirement(drifted, taskGating("workspace.write_file"))).toBe("none");
  });
});

describe("deniedText", () => {
  it.each([
    [null, "DENIED: the CEO denied this call."],
    ["", "DENIED: the CEO denied this call."],
    ["Not this week.", "DENIED: the CEO denied this call. Note: Not this week."],
  ])("note %j → %s", (note, expected) => {
    expect(deniedText(note)).toBe(expected);
  });
});
