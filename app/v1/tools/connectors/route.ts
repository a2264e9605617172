import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listConnectorTools } from "@/lib/server/use-cases/tools/list-connector-tools";

export const GET = route({ permission: "tools:read" }, ({ principal }) => listConnectorTools(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
