import { CreateRecommendationBodySchema, ListRecommendationsQuerySchema } from "@/lib/contracts/recommendation-bodies";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { createRecommendation } from "@/lib/server/use-cases/recommendations/create-recommendation";
import { listRecommendations } from "@/lib/server/use-cases/recommendations/list-recommendations";

// CONTRACT.md, Recommendations: they rest on runs, so whoever reads runs reads them; an admin adds one by hand.
export const GET = route({ permission: "runs:read", query: ListRecommendationsQuerySchema }, ({ principal, query }) => listRecommendations(db(), principal, query));

export const POST = route({ permission: "admin", body: CreateRecommendationBodySchema }, async ({ principal, body }) =>
  createdResponse(await createRecommendation(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
