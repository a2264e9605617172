// os.retry_run, os.route_run, os.clear_run and os.escalate_run (issue 18, item 4): the run's acting user acts
// on another run, through the use cases POST /v1/runs/:id/{retry,route,clear,escalate} use
// (lib/server/use-cases/unblock); their one outcome becomes the tool's answer or its declared error.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { clearRun } from "@/lib/server/use-cases/unblock/clear-run";
import { escalateRun } from "@/lib/server/use-cases/unblock/escalate-run";
import { retryRun } from "@/lib/server/use-cases/unblock/retry-run";
import { routeRun } from "@/lib/server/use-cases/unblock/route-run";
import type { UnblockCaller } from "@/lib/server/use-cases/unblock/unblock-actor";
import type { UnblockOutcome } from "@/lib/server/use-cases/unblock/unblock-outcome";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { NOT_PERMITTED, requireActingUser } from "../require-acting-user";

function callerOf(context: ToolContext): UnblockCaller {
  const userId = requireActingUser(context, "unblocks runs with the rights of");
  return { organisationId: context.organisationId, userId, roles: context.actingUserRoles, agentId: context.agentId, runId: context.runId };
}

function answer(runId: string, outcome: UnblockOutcome): string {
  switch (outcome.kind) {
    case "done":
    case "unchanged":
      return jsonText({ ...outcome.run, changed: outcome.kind === "done" });
    case "not_found":
      throw new ToolError("run_not_found", `no run this member can see has the id ${JSON.stringify(runId)}; os.list_blockers lists the stuck ones`);
    case "refused":
      throw new ToolError(NOT_PERMITTED, `the user who started this run may not: ${outcome.reason}; nothing was changed (os.escalate_run puts it before the CEO)`);
    case "not_blocked":
      throw new ToolError("run_not_blocked", `the run ${JSON.stringify(runId)} is not blocked: ${outcome.reason}; nothing was changed`);
    case "target_not_found":
      throw new ToolError("route_target_not_found", `no member or role has the id ${JSON.stringify(outcome.to)}; os.directory lists them`);
  }
}

type RunNote = { run: string; note?: string };

export async function retryRunTool({ run, note }: RunNote, context: ToolContext, { db }: ToolServices): Promise<string> {
  return answer(run, await retryRun(db, callerOf(context), run, note ?? ""));
}

export async function routeRunTool({ run, to, note }: RunNote & { to: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  return answer(run, await routeRun(db, callerOf(context), run, to, note ?? ""));
}

export async function clearRunTool({ run, note }: RunNote, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  return answer(run, await clearRun(db, callerOf(context), run, note ?? "", now()));
}

export async function escalateRunTool({ run, note }: RunNote, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  return answer(run, await escalateRun(db, callerOf(context), run, note ?? "", now()));
}
