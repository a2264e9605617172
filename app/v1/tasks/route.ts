import { CreateTaskBodySchema } from "@/lib/contracts/task-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { createTask } from "@/lib/server/use-cases/tasks/create-task";
import { listTasks } from "@/lib/server/use-cases/tasks/list-tasks";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal }) => listTasks(db(), principal));

export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateTaskBodySchema }, async ({ principal, body }) =>
  createdResponse(await createTask(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
