import { CreateLoginBodySchema } from "@/lib/contracts/login-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { createdResponse, route } from "@/lib/server/http/route";
import { createLogin } from "@/lib/server/use-cases/connectors/create-login";
import { listConnectorLogins } from "@/lib/server/use-cases/connectors/list-connector-logins";

export const GET = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => listConnectorLogins(db(), principal, params.id));

/** CONTRACT.md: a login needing no authorization connects and lists at once; an OAuth one is pending with its authorizationUrl. */
export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateLoginBodySchema }, async ({ principal, params, body }) =>
  createdResponse(await createLogin(db(), principal, params.id, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
