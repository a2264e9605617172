import "server-only";
import type { Task } from "@/lib/contracts/task-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toTaskView } from "./task-view";
import { live } from "@/lib/server/database/soft-delete";

/** The organisation's tasks, by name. */
export async function listTasks(database: Database, principal: Pick<Principal, "organisationId">): Promise<{ tasks: Task[] }> {
  const tasks = await database.task.findMany({
    where: live({ organisationId: principal.organisationId }),
    orderBy: [{ name: "asc" }, { createdAt: "asc" }],
  });
  return { tasks: tasks.map(toTaskView) };
}
