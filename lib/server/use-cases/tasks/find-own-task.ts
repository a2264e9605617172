import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Task as TaskRow } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";

/** The task when it belongs to the organisation and is not deleted; otherwise the 404 a made-up id gets. */
export async function findOwnTask(database: Database, organisationId: string, taskId: string): Promise<TaskRow> {
  const task = await database.task.findFirst({ where: live({ id: taskId, organisationId }) });
  if (task === null) throw new AppError("not_found", `No task ${taskId} in your organisation.`);
  return task;
}
