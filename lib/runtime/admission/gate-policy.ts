// Seed "built-in tools", Gates and grants: a task's `gates` make a call wait for the CEO, except a
// workspace.* or memory.* tool, which the OS answers before it reads the task's gates; some tools are
// always gated and the run ends on the CEO's decision.

import type { ToolDefinition } from "../catalog/tool-definition";
import type { TaskSettings } from "../offer/task-declaration";

export type GateRequirement = "none" | "task" | "always";

/** Seed: "a gate on one is saved but never waits", whatever a definition of the family says. */
const ANSWERED_BEFORE_GATES = ["workspace.", "memory."] as const;

export function gateRequirement(definition: ToolDefinition, task: TaskSettings | null): GateRequirement {
  if (definition.gate === "always") return "always";
  if (definition.gate === "never") return "none";
  if (ANSWERED_BEFORE_GATES.some((prefix) => definition.name.startsWith(prefix))) return "none";
  return task?.gates.includes(definition.name) ? "task" : "none";
}

export function deniedText(note: string | null): string {
  return note ? `DENIED: the CEO denied this call. Note: ${note}` : "DENIED: the CEO denied this call.";
}
