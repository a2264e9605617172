// os.read_task: a task's definition — the run's own task, or one named by id or exact name. The run's own task
// reads as the version the run started with (issue 12, item 7: runs keep their version), even after an edit or a
// delete; another task reads as it is now, and a deleted one answers like a made-up name.

import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { optionalString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

/** The version the run started with; null when it is the task's current one (its own columns hold it). */
async function versionOfRun(dependencies: ToolDependencies, runId: string, taskId: string) {
  const run = await dependencies.db.run.findUnique({ where: { id: runId }, select: { taskVersion: true } });
  if (run?.taskVersion == null) return null;
  return dependencies.db.taskVersion.findUnique({
    where: { taskId_version: { taskId, version: run.taskVersion } },
    select: { name: true, version: true, tools: true, gates: true },
  });
}

export function readTask(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const named = optionalString(input, "task")?.trim();
    if (!named && context.taskId === null) return "This run has no task.";
    const task = await dependencies.db.task.findFirst({
      where: named
        ? { organisationId: context.organisationId, deletedAt: null, OR: [{ id: named }, { name: named }] }
        : { organisationId: context.organisationId, id: context.taskId ?? "" },
      orderBy: { createdAt: "asc" },
    });
    if (task === null) {
      if (!named) return "This run has no task: its task was deleted.";
      throw new ToolError("task_not_found", `no task of this organisation has the id or name "${named}"`);
    }
    const isRunTask = task.id === context.taskId;
    const runVersion = isRunTask && context.runId !== null ? await versionOfRun(dependencies, context.runId, task.id) : null;
    return jsonText({
      id: task.id,
      name: runVersion?.name ?? task.name,
      isRunTask,
      version: runVersion?.version ?? task.version,
      tools: runVersion?.tools ?? task.tools,
      gates: runVersion?.gates ?? task.gates,
      isClone: task.isClone,
      memoryGrants: task.memoryGrants,
      updatedAt: task.updatedAt.toISOString(),
    });
  };
}
