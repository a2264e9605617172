import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { listPlaygroundExamples } from "@/lib/server/playground/list-playground-examples";

export const GET = route({ permission: "runs:read" }, ({ principal }) => listPlaygroundExamples(db(), principal));
