import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteConnector } from "@/lib/server/use-cases/connectors/delete-connector";
import { getConnector } from "@/lib/server/use-cases/connectors/get-connector";

export const GET = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => getConnector(db(), principal, params.id));

/** Its logins go with it (and their open connections). */
export const DELETE = route({ permission: CURATION_PERMISSIONS }, async ({ principal, params, settings }) => {
  await deleteConnector(db(), principal, params.id, settings);
  return noContentResponse();
});

export const { POST, PUT, PATCH } = refuseOtherMethods("GET", "DELETE");
