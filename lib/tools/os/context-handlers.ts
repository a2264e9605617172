// os.set_context, os.get_context, os.delete_context: named values an agent keeps between steps and runs
// (seed "built-in tools", Context), stored as ContextItem rows of (organisation, agent, the task's scope):
// each reads and writes its own task's context only (context-scope.ts).

import type { ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { contextScopeOf } from "./context-scope";
import { optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";

/** The catalog's `context_full`: a context is a notebook, not a database. */
export const MAX_CONTEXT_KEYS = 200;

function itemView(item: { key: string; value: string; updatedAt: Date }) {
  return { key: item.key, value: item.value, setAt: item.updatedAt.toISOString() };
}

export function setContext(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const key = requiredString(input, "key");
    const value = requiredString(input, "value");
    const { db } = dependencies;
    const scope = contextScopeOf(context);
    const existing = await db.contextItem.findFirst({ where: { ...scope, key }, select: { id: true } });
    if (existing === null && (await db.contextItem.count({ where: scope })) >= MAX_CONTEXT_KEYS) {
      throw new ToolFailure("context_full", `the context already holds ${MAX_CONTEXT_KEYS} keys; delete some with os.delete_context first`);
    }
    const setAt = dependencies.now();
    await db.contextItem.upsert({
      where: { agentId_scope_key: { agentId: context.agentId, scope: scope.scope, key } },
      create: { ...scope, key, value, updatedAt: setAt },
      update: { value, updatedAt: setAt },
    });
    return jsonText({ key, setAt: setAt.toISOString(), replaced: existing !== null });
  };
}

export function getContext(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const key = optionalString(input, "key");
    const scope = contextScopeOf(context);
    const items = await dependencies.db.contextItem.findMany({ where: scope, orderBy: { key: "asc" } });
    if (key === undefined) {
      if (items.length === 0) return "The context is empty: no values are set.";
      return jsonText({ count: items.length, items: items.map(itemView) });
    }
    const item = items.find((candidate) => candidate.key === key);
    if (item === undefined) {
      // Absent is not an empty success (seed "tool rules"); the keys that are set help the model recover.
      const known = items.length === 0 ? "The context is empty." : `Keys that are set: ${items.map((entry) => entry.key).slice(0, 20).join(", ")}.`;
      throw new ToolFailure("context_key_not_found", `the context has no value named "${key}". ${known}`);
    }
    return jsonText(itemView(item));
  };
}

export function deleteContext(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const key = requiredString(input, "key");
    const deleted = await dependencies.db.contextItem.deleteMany({
      where: { ...contextScopeOf(context), key },
    });
    return deleted.count > 0
      ? `Deleted "${key}" from the context.`
      : `The context had no value named "${key}"; nothing changed.`;
  };
}
