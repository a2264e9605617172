import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listLoginNow } from "@/lib/server/use-cases/connectors/list-login-now";

/** CONTRACT.md: lists now; a failure keeps the stored list and shows as the login's lastError. */
export const POST = route({ permission: CURATION_PERMISSIONS }, ({ principal, params }) => listLoginNow(db(), principal, params.id));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
