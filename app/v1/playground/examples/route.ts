import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { listPlaygroundExamples } from "@/lib/server/playground/list-playground-examples";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal }) => listPlaygroundExamples(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
