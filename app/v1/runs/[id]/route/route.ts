import { RouteRunBodySchema } from "@/lib/contracts/unblock-schemas";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { routeRun } from "@/lib/server/use-cases/unblock/route-run";
import { callerOf, unblockAnswer } from "@/lib/server/use-cases/unblock/unblock-answer";

// Issue 18, item 4: a writer of runs, or the CEO (an escalated run); mayUnblock decides.
export const POST = route({ permission: ["runs:write", "gates:decide"], body: RouteRunBodySchema }, async ({ principal, params, body }) =>
  unblockAnswer(params.id, await routeRun(db(), callerOf(principal), params.id, body.to, body.note ?? "")),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
