import "server-only";
import type { Task } from "@/lib/contracts/task-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { findOwnTask } from "./find-own-task";
import { toTaskView } from "./task-view";

/** Another organisation's task, or a deleted one, is as unknown as a made-up id: the same 404. */
export async function getTask(database: Database, principal: Pick<Principal, "organisationId">, taskId: string): Promise<Task> {
  return toTaskView(await findOwnTask(database, principal.organisationId, taskId));
}
