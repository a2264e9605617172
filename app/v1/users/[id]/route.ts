import { UpdateUserBodySchema } from "@/lib/contracts/user-bodies";
import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteUser } from "@/lib/server/use-cases/users/delete-user";
import { updateUser } from "@/lib/server/use-cases/users/update-user";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const PATCH = route({ permission: "admin", body: UpdateUserBodySchema }, ({ principal, params, body }) => updateUser(db(), principal, params.id, body));

export const DELETE = route({ permission: "admin" }, async ({ principal, params }) => {
  await deleteUser(db(), principal, params.id);
  return noContentResponse();
});

export const { GET, POST, PUT } = refuseOtherMethods("PATCH", "DELETE");
