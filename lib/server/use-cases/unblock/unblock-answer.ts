import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { UnblockedRunView } from "@/lib/contracts/unblock-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { UnblockCaller } from "./unblock-actor";
import type { UnblockOutcome } from "./unblock-outcome";

/** A person over the API: no agent, no run acts. */
export function callerOf(principal: UseCasePrincipal): UnblockCaller {
  return { organisationId: principal.organisationId, userId: principal.userId, roles: principal.roles, agentId: null, runId: null };
}

/** POST /v1/runs/:id/{retry,route,clear,escalate}: the outcome as the answer, or its coded error. */
export function unblockAnswer(runId: string, outcome: UnblockOutcome): UnblockedRunView {
  switch (outcome.kind) {
    case "done":
    case "unchanged":
      return { ...outcome.run, changed: outcome.kind === "done" };
    case "not_found":
      throw new AppError("run_not_found", `No run ${runId}.`);
    case "refused":
      throw new AppError("forbidden", `You may not: ${outcome.reason}.`);
    case "not_blocked":
      throw new AppError("run_not_blocked", `Run ${runId} is not blocked: ${outcome.reason}.`, { status: outcome.status });
    case "target_not_found":
      throw new AppError("route_target_not_found", `No member or role has the id ${JSON.stringify(outcome.to)}.`, { details: [{ path: "to", message: "no member or role has this id" }] });
  }
}
