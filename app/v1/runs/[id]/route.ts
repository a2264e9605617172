import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { getRun } from "@/lib/server/runs/get-run";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getRun(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
