// Seed "tools in a run": "A script with parameters is also offered as a tool of its own while script_run is
// offered" (Scripts). Its canonical name is `scripts.<name>`, which the model calls as `scripts__<name>`.

import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { JSON_SCHEMA_DRAFT_07 } from "@/lib/runtime/catalog/json-schema-draft";
import { SCRIPT_AVAILABILITY, SCRIPT_EXIT_CODES, SCRIPT_NAME_PATTERN, SCRIPT_RUN_ERRORS } from "./script-rules";
import type { JsonSchema, ToolDefinition } from "@/lib/runtime/catalog/tool-definition";

export const SCRIPT_TOOL_PREFIX = "scripts.";

const scriptName = new RegExp(SCRIPT_NAME_PATTERN);

/** What a script's own tool is made from: a stored Script row has these fields. */
export type ScriptForTool = { name: string; description: string; parameters: unknown };

export function scriptToolName(scriptNameValue: string): string {
  return `${SCRIPT_TOOL_PREFIX}${scriptNameValue}`;
}

/** The script a `scripts.<name>` tool runs, or null for any other name. */
export function scriptNameOfTool(tool: string): string | null {
  if (!tool.startsWith(SCRIPT_TOOL_PREFIX)) return null;
  const name = tool.slice(SCRIPT_TOOL_PREFIX.length);
  return scriptName.test(name) ? name : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The script's parameters as a tool's input: an object schema, closed unless the script opened it. */
export function scriptInputSchema(parameters: unknown): JsonSchema {
  const schema = isObject(parameters) ? parameters : {};
  return {
    $schema: JSON_SCHEMA_DRAFT_07,
    ...schema,
    type: "object",
    properties: isObject(schema.properties) ? schema.properties : {},
    additionalProperties: schema.additionalProperties ?? false,
  };
}

export function scriptToolDefinition(script: ScriptForTool): ToolDefinition {
  return {
    name: scriptToolName(script.name),
    family: "Scripts",
    page: "Native tools",
    description: `${script.description} (Your saved script \`${script.name}\`; returns its value, logs and exit_code. ${SCRIPT_EXIT_CODES})`,
    access: "write",
    retry: "unsafe",
    gate: "task",
    runCallable: true,
    inputSchema: scriptInputSchema(script.parameters),
    errors: withCallErrors(...SCRIPT_RUN_ERRORS),
    availability: SCRIPT_AVAILABILITY,
    offeredAlongside: "script_run",
  };
}
