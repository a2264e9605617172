// os.read_task: a task's definition — the run's own task, or one named by id or exact name.

import type { ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { optionalString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";

export function readTask(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const named = optionalString(input, "task")?.trim();
    if (!named && context.taskId === null) return "This run has no task.";
    const task = await dependencies.db.task.findFirst({
      where: named
        ? { organisationId: context.organisationId, OR: [{ id: named }, { name: named }] }
        : { organisationId: context.organisationId, id: context.taskId ?? "" },
      orderBy: { createdAt: "asc" },
    });
    if (task === null) {
      if (!named) return "This run has no task: its task was deleted.";
      throw new ToolFailure("task_not_found", `no task of this organisation has the id or name "${named}"`);
    }
    return jsonText({
      id: task.id,
      name: task.name,
      isRunTask: task.id === context.taskId,
      tools: task.tools,
      gates: task.gates,
      isClone: task.isClone,
      memoryGrants: task.memoryGrants,
      updatedAt: task.updatedAt.toISOString(),
    });
  };
}
