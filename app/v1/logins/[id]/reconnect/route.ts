import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { reconnectLogin } from "@/lib/server/use-cases/connectors/reconnect-login";

/** Connects and lists again; an OAuth login without valid tokens is pending again with a new authorizationUrl. */
export const POST = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => reconnectLogin(db(), principal, params.id));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
