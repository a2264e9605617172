import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Task, UpdateTaskBody } from "@/lib/contracts/task-bodies";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { Catalog } from "@/lib/runtime/ports";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { checkTaskTools } from "./check-task-tools";
import { findOwnTask } from "./find-own-task";
import { savedDeclarations, savedGates } from "./task-declarations-input";
import { toTaskView } from "./task-view";
import { live } from "@/lib/server/database/soft-delete";

// CONTRACT.md, Curation and people: PATCH /v1/tasks/:id makes a new version; runs keep the version they
// started with (they read it from TaskVersion, lib/server/runs/run-head-query.ts). The checks are create's.

type Settings = { name: string; tools: string[]; gates: string[] };

function sameSettings(left: Settings, right: Settings): boolean {
  return left.name === right.name && JSON.stringify(left.tools) === JSON.stringify(right.tools) && JSON.stringify(left.gates) === JSON.stringify(right.gates);
}

export async function updateTask(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  taskId: string,
  body: UpdateTaskBody,
  catalog: Catalog = runCatalog,
): Promise<Task> {
  const current = await findOwnTask(database, principal.organisationId, taskId);
  const next: Settings = {
    name: body.name ?? current.name,
    tools: body.tools === undefined ? current.tools : savedDeclarations(body.tools),
    gates: body.gates === undefined ? current.gates : savedGates(body.gates),
  };
  checkTaskTools(next.tools, next.gates, catalog);
  // Nothing changed: no new version for runs to tell apart.
  if (sameSettings(current, next)) return toTaskView(current);
  const version = current.version + 1;
  const updated = await database.$transaction(async (transaction) => {
    // The version runs so far started with is kept first: a task saved before versions has no row for it.
    const previous = { taskId, version: current.version, name: current.name, tools: current.tools, gates: current.gates };
    await transaction.taskVersion.createMany({ data: [previous], skipDuplicates: true });
    const changed = await transaction.task.updateMany({ where: live({ id: taskId, version: current.version }), data: { ...next, version } });
    if (changed.count === 0) throw new AppError("conflict", "The task was changed or deleted meanwhile: read it again, then make your change.");
    await transaction.taskVersion.create({ data: { taskId, version, ...next } });
    return transaction.task.findUniqueOrThrow({ where: live({ id: taskId }) });
  });
  return toTaskView(updated);
}
