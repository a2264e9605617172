import type { TaskDetail } from "./api-types";
import type { TaskDraft } from "./task-draft";

/** A saved task as its form holds it: each declared tool with its pins (values as typed) and its gate. */
export function taskDraftOf(task: TaskDetail): TaskDraft {
  return {
    name: task.name,
    tools: task.declarations.map((declaration) => ({
      tool: declaration.tool,
      pins: declaration.pins.map((pin) => ({ field: pin.field, values: pin.values.join(","), fatal: pin.fatal })),
      gated: task.gates.includes(declaration.tool),
    })),
  };
}
