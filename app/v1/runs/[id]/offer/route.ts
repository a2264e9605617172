import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { getRunOffer } from "@/lib/server/runs/get-run-offer";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getRunOffer(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
