import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { getPlan } from "@/lib/server/use-cases/plans/get-plan";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getPlan(db(), principal, params.name));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
