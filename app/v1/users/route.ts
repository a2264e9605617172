import { CreateUserBodySchema } from "@/lib/contracts/user-bodies";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { createUser } from "@/lib/server/use-cases/users/create-user";
import { listUsers } from "@/lib/server/use-cases/users/list-users";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "admin" }, ({ principal }) => listUsers(db(), principal));

export const POST = route({ permission: "admin", body: CreateUserBodySchema }, async ({ principal, body }) =>
  createdResponse(await createUser(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
