import { EscalateRunBodySchema } from "@/lib/contracts/unblock-schemas";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { escalateRun } from "@/lib/server/use-cases/unblock/escalate-run";
import { callerOf, unblockAnswer } from "@/lib/server/use-cases/unblock/unblock-answer";

// Issue 18, item 4: any writer of runs may put a stuck run before the CEO.
export const POST = route({ permission: "runs:write", body: EscalateRunBodySchema }, async ({ principal, params, body }) =>
  unblockAnswer(params.id, await escalateRun(db(), callerOf(principal), params.id, body.note)),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
