import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listBriefs } from "@/lib/server/use-cases/briefs/list-briefs";

// Daily briefs are the CEO's (and admins'); an editor's session or token is refused in the use case.
export const GET = route({ permission: "runs:read" }, ({ principal }) => listBriefs(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
