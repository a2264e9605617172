// os.read_task: a task's definition — the run's own task, or one named by id or exact name. The run's own task
// reads as the version the run started with (issue 12, item 7: runs keep their version), even after an edit or a
// delete; another task reads as it is now, and a deleted one answers like a made-up name.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";

/** The version the run started with; null when it is the task's current one (its own columns hold it). */
async function versionOfRun({ db }: ToolServices, runId: string, taskId: string) {
  const run = await db.run.findUnique({ where: { id: runId }, select: { taskVersion: true } });
  if (run?.taskVersion == null) return null;
  return db.taskVersion.findUnique({
    where: { taskId_version: { taskId, version: run.taskVersion } },
    select: { name: true, version: true, tools: true, gates: true },
  });
}

export async function readTask(input: { task?: string }, call: ToolContext, services: ToolServices): Promise<string> {
  const named = input.task?.trim();
  if (!named && call.taskId === null) return "This run has no task.";
  const task = await services.db.task.findFirst({
    where: named
      ? { organisationId: call.organisationId, deletedAt: null, OR: [{ id: named }, { name: named }] }
      : { organisationId: call.organisationId, id: call.taskId ?? "" },
    orderBy: { createdAt: "asc" },
  });
  if (task === null) {
    if (!named) return "This run has no task: its task was deleted.";
    throw new ToolError("task_not_found", `no task of this organisation has the id or name "${named}"`);
  }
  const isRunTask = task.id === call.taskId;
  const runVersion = isRunTask && call.runId !== null ? await versionOfRun(services, call.runId, task.id) : null;
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
}
