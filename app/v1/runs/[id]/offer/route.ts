import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { getRunOffer } from "@/lib/server/runs/get-run-offer";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getRunOffer(db(), principal, params.id));
