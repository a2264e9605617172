import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { getRecommendation } from "@/lib/server/use-cases/recommendations/get-recommendation";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getRecommendation(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
