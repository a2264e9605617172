import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { disconnectLogin } from "@/lib/server/use-cases/connectors/disconnect-login";

export const POST = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => disconnectLogin(db(), principal, params.id));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
