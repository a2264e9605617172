// Seed "built-in tools", family Context: named values a task keeps between its runs — os.set_context,
// os.get_context, os.delete_context. Stored as ContextItem rows of (organisation, agent, the task's scope):
// each reads and writes its own task's context only (context-scope.ts).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { ToolError } from "@/lib/runtime/ports";
import { defineTool } from "../define/define-tool";
import { jsonText } from "../json-text";
import { contextScopeOf } from "./context-scope";

/** The catalog's `context_full`: a context is a notebook, not a database. */
export const MAX_CONTEXT_KEYS = 200;

const context = { family: "Context", page: "OS tools", gate: "task", runCallable: true } as const;

const contextKey = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .describe("The value's name: letters, digits, `_`, `.`, `:` or `-`, e.g. `last_invoice_id`.");

function itemView(item: { key: string; value: string; updatedAt: Date }) {
  return { key: item.key, value: item.value, setAt: item.updatedAt.toISOString() };
}

export const setContextTool = defineTool({
  ...context,
  name: "os.set_context",
  description:
    "Keep a named value in the task's context, where this run's later steps and the task's later runs can read " +
    "it. Setting a key again replaces its value. Returns the key and when it was set.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    key: contextKey,
    value: z.string().max(16000).describe("The value to keep, as text (JSON text is fine)."),
  }),
  errors: withCallErrors(toolError("context_full", "The context already holds its most keys or bytes; delete some first.")),
  async execute({ key, value }, call, { db, now }) {
    const scope = contextScopeOf(call);
    const existing = await db.contextItem.findFirst({ where: { ...scope, key }, select: { id: true } });
    if (existing === null && (await db.contextItem.count({ where: scope })) >= MAX_CONTEXT_KEYS) {
      throw new ToolError("context_full", `the context already holds ${MAX_CONTEXT_KEYS} keys; delete some with os.delete_context first`);
    }
    const setAt = now();
    await db.contextItem.upsert({
      where: { agentId_scope_key: { agentId: call.agentId, scope: scope.scope, key } },
      create: { ...scope, key, value, updatedAt: setAt },
      update: { value, updatedAt: setAt },
    });
    return jsonText({ key, setAt: setAt.toISOString(), replaced: existing !== null });
  },
});

export const getContextTool = defineTool({
  ...context,
  name: "os.get_context",
  description:
    "Read the task's context. With `key`, returns that value; without it, returns every key with its value " +
    "and when it was set.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ key: contextKey.describe("The value's name; omit to read every value.").optional() }),
  errors: withCallErrors(toolError("context_key_not_found", "`key` was given and the context has no value by that name.")),
  async execute({ key }, call, { db }) {
    const items = await db.contextItem.findMany({ where: contextScopeOf(call), orderBy: { key: "asc" } });
    if (key === undefined) {
      if (items.length === 0) return "The context is empty: no values are set.";
      return jsonText({ count: items.length, items: items.map(itemView) });
    }
    const item = items.find((candidate) => candidate.key === key);
    if (item === undefined) {
      // Absent is not an empty success (seed "tool rules"); the keys that are set help the model recover.
      const known = items.length === 0 ? "The context is empty." : `Keys that are set: ${items.map((entry) => entry.key).slice(0, 20).join(", ")}.`;
      throw new ToolError("context_key_not_found", `the context has no value named "${key}". ${known}`);
    }
    return jsonText(itemView(item));
  },
});

export const deleteContextTool = defineTool({
  ...context,
  name: "os.delete_context",
  description:
    "Delete a named value from the task's context. Deleting a key that is already gone changes nothing. " +
    "Returns whether a value was deleted.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ key: contextKey }),
  errors: withCallErrors(),
  async execute({ key }, call, { db }) {
    const deleted = await db.contextItem.deleteMany({ where: { ...contextScopeOf(call), key } });
    return deleted.count > 0 ? `Deleted "${key}" from the context.` : `The context had no value named "${key}"; nothing changed.`;
  },
});

export const contextTools = [setContextTool, getContextTool, deleteContextTool];
