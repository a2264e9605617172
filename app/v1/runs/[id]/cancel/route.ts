import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { cancelRun } from "@/lib/server/runs/cancel-run";

export const POST = route({ permission: "runs:write" }, ({ principal, params }) => cancelRun(db(), principal, params.id));
