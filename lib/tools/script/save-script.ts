// script_save: creates the agent's script of that name, or replaces it. Idempotent (retry safety): the same
// script saved again is answered `unchanged`. Two saves of one batch are serialised by an advisory lock.

import { Prisma } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { checkedParameters } from "./script-parameters";
import { MAX_SCRIPTS_PER_AGENT } from "./script-rules";
import { ownToolOf } from "./script-view";

export type ScriptSaveStatus = "created" | "replaced" | "unchanged";

/** JSON with sorted keys: PostgreSQL's jsonb keeps its own key order, so the stored copy compares by content. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, part]) => `${JSON.stringify(key)}:${canonicalJson(part)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

type ScriptSaveInput = { name: string; description: string; source: string; parameters?: Record<string, unknown> };

export async function saveScript(input: ScriptSaveInput, context: ToolContext, services: ToolServices): Promise<string> {
  const { name, description, source } = input;
  const parameters = checkedParameters(input.parameters);
  const scope = agentScopeOf(context);
  const now = services.now();
  const stored = parameters === null ? Prisma.DbNull : (parameters as Prisma.InputJsonValue);
  const status = await services.db.$transaction(async (transaction): Promise<ScriptSaveStatus> => {
    await lockFor(transaction, ["script", scope.agentId, name]);
    const existing = await transaction.script.findFirst({ where: { ...scope, name } });
    if (existing === null) {
      if ((await transaction.script.count({ where: scope })) >= MAX_SCRIPTS_PER_AGENT) {
        throw new ToolError("script_limit_reached", `you already have ${MAX_SCRIPTS_PER_AGENT} scripts; delete one with script_delete first`);
      }
      await transaction.script.create({ data: { ...scope, name, description, source, parameters: stored, createdAt: now, updatedAt: now } });
      return "created";
    }
    const same = existing.description === description && existing.source === source && canonicalJson(existing.parameters) === canonicalJson(parameters);
    if (same) return "unchanged";
    await transaction.script.update({ where: { id: existing.id }, data: { description, source, parameters: stored, updatedAt: now } });
    return "replaced";
  });
  return jsonText({ name, status, tool: ownToolOf({ name, parameters }), ...(status === "unchanged" ? {} : { savedAt: now.toISOString() }) });
}
