import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteLogin } from "@/lib/server/use-cases/connectors/delete-login";
import { getLogin } from "@/lib/server/use-cases/connectors/get-login";

export const GET = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => getLogin(db(), principal, params.id));

export const DELETE = route({ permission: CURATION_PERMISSIONS }, async ({ principal, params, settings }) => {
  await deleteLogin(db(), principal, params.id, settings);
  return noContentResponse();
});

export const { POST, PUT, PATCH } = refuseOtherMethods("GET", "DELETE");
