import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteSecret } from "@/lib/server/use-cases/secrets/delete-secret";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const DELETE = route({ permission: "admin" }, async ({ principal, params }) => {
  await deleteSecret(db(), principal, params.id);
  return noContentResponse();
});

export const { GET, POST, PUT, PATCH } = refuseOtherMethods("DELETE");
