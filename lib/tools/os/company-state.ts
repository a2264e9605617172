// os.inspect_enterprise and os.list_blockers (issue 18, item 2): the enterprise's state as the acting user's
// organisation has it, read by the use cases GET /v1/blockers uses (lib/server/use-cases/enterprise).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { inspectEnterprise as inspect } from "@/lib/server/use-cases/enterprise/inspect-enterprise";
import { listBlockers as list } from "@/lib/server/use-cases/enterprise/list-blockers";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { requireActingUser } from "../require-acting-user";

export async function inspectEnterprise({ team }: { team?: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  requireActingUser(context, "takes stock of the enterprise as");
  const outcome = await inspect(db, context.organisationId, team);
  if (outcome.kind === "team_not_found") throw new ToolError("team_not_found", `no team has the id ${JSON.stringify(team)}; os.directory lists the teams`);
  return jsonText(outcome.state);
}

export async function listBlockers({ team, limit }: { team?: string; limit: number }, context: ToolContext, { db }: ToolServices): Promise<string> {
  requireActingUser(context, "lists blockers as");
  const { total, blockers } = await list(db, context.organisationId, { ...(team === undefined ? {} : { team }), limit });
  if (total === 0) return team === undefined ? "No runs are stuck: none failed, waits on a person or was escalated." : "No runs of that team are stuck.";
  return compactJsonList({ total, shown: blockers.length }, "blockers", blockers);
}
