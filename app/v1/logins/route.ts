import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listLogins } from "@/lib/server/use-cases/connectors/list-logins";

/** Every login of the organisation (the console's Connectors page), by connector. */
export const GET = route({ permission: CURATION_PERMISSIONS }, ({ principal }) => listLogins(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
