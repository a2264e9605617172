import { UpdateLoginToolsBodySchema } from "@/lib/contracts/login-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { updateLoginTools } from "@/lib/server/use-cases/connectors/update-login-tools";

export const PATCH = route({ permission: CURATION_PERMISSIONS, body: UpdateLoginToolsBodySchema }, ({ principal, params, body }) =>
  updateLoginTools(db(), principal, params.id, body),
);

export const { GET, POST, PUT, DELETE } = refuseOtherMethods("PATCH");
