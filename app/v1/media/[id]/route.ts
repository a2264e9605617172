import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { readMedium } from "@/lib/server/media/read-medium";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => readMedium(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
