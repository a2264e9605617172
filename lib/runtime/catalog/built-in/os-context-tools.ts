// Seed "built-in tools", family Context: named values a task keeps between its runs.

import { toolError, withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const context = { family: "Context", page: "OS tools", gate: "task", runCallable: true } as const;

const contextKey = {
  type: "string",
  minLength: 1,
  maxLength: 120,
  pattern: "^[A-Za-z0-9_.:-]+$",
  description: "The value's name: letters, digits, `_`, `.`, `:` or `-`, e.g. `last_invoice_id`.",
};

export const osContextTools: readonly ToolDefinition[] = [
  {
    ...context,
    name: "os.set_context",
    description:
      "Keep a named value in the task's context, where this run's later steps and the task's later runs can read " +
      "it. Setting a key again replaces its value. Returns the key and when it was set.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        key: contextKey,
        value: { type: "string", maxLength: 16000, description: "The value to keep, as text (JSON text is fine)." },
      },
      ["key", "value"],
    ),
    errors: withCallErrors(toolError("context_full", "The context already holds its most keys or bytes; delete some first.")),
  },
  {
    ...context,
    name: "os.get_context",
    description:
      "Read the task's context. With `key`, returns that value; without it, returns every key with its value " +
      "and when it was set.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      key: { ...contextKey, description: "The value's name; omit to read every value." },
    }),
    errors: withCallErrors(toolError("context_key_not_found", "`key` was given and the context has no value by that name.")),
  },
  {
    ...context,
    name: "os.delete_context",
    description:
      "Delete a named value from the task's context. Deleting a key that is already gone changes nothing. " +
      "Returns whether a value was deleted.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ key: contextKey }, ["key"]),
    errors: withCallErrors(),
  },
];
