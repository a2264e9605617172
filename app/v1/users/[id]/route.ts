import { UpdateUserBodySchema } from "@/lib/contracts/user-bodies";
import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteUser } from "@/lib/server/use-cases/users/delete-user";
import { updateUser } from "@/lib/server/use-cases/users/update-user";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// Any signed-in user: one's own password needs no admin; roles and others' passwords do (update-user.ts decides, inside the users' lock).
export const PATCH = route({ body: UpdateUserBodySchema }, ({ principal, params, body }) => updateUser(db(), principal, params.id, body));

export const DELETE = route({ permission: "admin" }, async ({ principal, params }) => {
  await deleteUser(db(), principal, params.id);
  return noContentResponse();
});

export const { GET, POST, PUT } = refuseOtherMethods("PATCH", "DELETE");
