import "server-only";
import type { CreateTaskBody, Task } from "@/lib/contracts/task-bodies";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { Catalog } from "@/lib/runtime/ports";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { checkTaskTools } from "./check-task-tools";
import { savedDeclarations, savedGates } from "./task-declarations-input";
import { toTaskView } from "./task-view";

/** Saves a task whose declarations pass the catalog's checks (422 naming the tool otherwise). */
export async function createTask(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  body: CreateTaskBody,
  catalog: Catalog = runCatalog,
): Promise<Task> {
  const tools = savedDeclarations(body.tools);
  const gates = savedGates(body.gates ?? []);
  checkTaskTools(tools, gates, catalog);
  const task = await database.task.create({
    data: {
      organisationId: principal.organisationId,
      name: body.name,
      tools,
      gates,
      isClone: body.isClone ?? false,
      memoryGrants: body.memoryGrants ?? [],
      // Version 1 is kept as written, for the runs that will start with it.
      versions: { create: { version: 1, name: body.name, tools, gates } },
    },
  });
  return toTaskView(task);
}
