import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { cancelRun } from "@/lib/server/runs/cancel-run";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const POST = route({ permission: "runs:write" }, ({ principal, params }) => cancelRun(db(), principal, params.id));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
