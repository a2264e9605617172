import "server-only";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { collectDeclarations } from "@/lib/runtime/admission/parse-task-declaration";

/** A saved task's declaration strings as the core's parsed settings (they were checked when saved). */
export function taskSettingsOf(task: { id: string; tools: string[]; gates: string[] }): TaskSettings {
  return { id: task.id, declarations: collectDeclarations(task.tools), gates: task.gates };
}
