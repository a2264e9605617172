import { UpdateTaskBodySchema } from "@/lib/contracts/task-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteTask } from "@/lib/server/use-cases/tasks/delete-task";
import { getTask } from "@/lib/server/use-cases/tasks/get-task";
import { updateTask } from "@/lib/server/use-cases/tasks/update-task";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getTask(db(), principal, params.id));

export const PATCH = route({ permission: CURATION_PERMISSIONS, body: UpdateTaskBodySchema }, ({ principal, params, body }) =>
  updateTask(db(), principal, params.id, body),
);

export const DELETE = route({ permission: CURATION_PERMISSIONS }, async ({ principal, params }) => {
  await deleteTask(db(), principal, params.id);
  return noContentResponse();
});

export const { POST, PUT } = refuseOtherMethods("GET", "PATCH", "DELETE");
