import { RetryRunBodySchema } from "@/lib/contracts/unblock-schemas";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { retryRun } from "@/lib/server/use-cases/unblock/retry-run";
import { callerOf, unblockAnswer } from "@/lib/server/use-cases/unblock/unblock-answer";

// Issue 18, item 4: a writer of runs, or the CEO (an escalated run on the Gates page); mayUnblock decides.
export const POST = route({ permission: ["runs:write", "gates:decide"], body: RetryRunBodySchema }, async ({ principal, params, body }) =>
  unblockAnswer(params.id, await retryRun(db(), callerOf(principal), params.id, body.note ?? "")),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
