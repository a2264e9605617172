// os.read_plan: the newest version of the plan of a name, in this organisation only; a name no plan of this
// organisation has (another organisation's included) is the declared `plan_not_found`, worded the same.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";

export const PLAN_NOT_FOUND = "plan_not_found";

export async function readPlan(input: { name: string }, call: ToolContext, { db }: ToolServices): Promise<string> {
  const plan = await db.plan.findFirst({ where: { organisationId: call.organisationId, name: input.name }, orderBy: { version: "desc" } });
  if (plan === null) {
    throw new ToolError(PLAN_NOT_FOUND, `no plan is named ${JSON.stringify(input.name)}: check the exact name, or write it first with os.write_plan`);
  }
  return jsonText({
    name: plan.name,
    version: plan.version,
    writtenAt: plan.createdAt.toISOString(),
    writtenBy: { agentId: plan.agentId, runId: plan.runId },
    content: plan.content,
  });
}
