import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Task } from "@/lib/contracts/task-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toTaskView } from "./task-view";

/** Another organisation's task is as unknown as a made-up id: the same 404. */
export async function getTask(database: Database, principal: Pick<Principal, "organisationId">, taskId: string): Promise<Task> {
  const task = await database.task.findFirst({ where: { id: taskId, organisationId: principal.organisationId } });
  if (task === null) throw new AppError("not_found", `No task ${taskId} in your organisation.`);
  return toTaskView(task);
}
