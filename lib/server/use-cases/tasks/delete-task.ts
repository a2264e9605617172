import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";

// CONTRACT.md, Curation and people: DELETE /v1/tasks/:id → 204; its runs stay readable. The task is hidden
// (deletedAt), not removed: its runs keep pointing at it and at the version they ran, a new run or a
// playground call naming it gets the 404 of a made-up id, and its schedules stop firing.

export async function deleteTask(database: Database, principal: Pick<Principal, "organisationId">, taskId: string): Promise<void> {
  await database.$transaction(async (transaction) => {
    const deleted = await transaction.task.updateMany({
      where: live({ id: taskId, organisationId: principal.organisationId }),
      data: { deletedAt: new Date() },
    });
    if (deleted.count === 0) throw new AppError("not_found", `No task ${taskId} in your organisation.`);
    await transaction.schedule.updateMany({ where: { taskId, organisationId: principal.organisationId }, data: { enabled: false } });
  });
}
