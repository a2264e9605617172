import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { getTask } from "@/lib/server/use-cases/tasks/get-task";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getTask(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
