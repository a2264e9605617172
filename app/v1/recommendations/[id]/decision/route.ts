import { DecideRecommendationBodySchema } from "@/lib/contracts/recommendation-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { decideRecommendation } from "@/lib/server/use-cases/recommendations/decide-recommendation";

// An admin (scope admin) or the CEO (scope gates:decide); the use case checks the user's role as well.
export const POST = route({ permission: ["admin", "gates:decide"], body: DecideRecommendationBodySchema }, ({ principal, params, body }) =>
  decideRecommendation(db(), principal, params.id, body),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
