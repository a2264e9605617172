// Seed "tools in a run", What a run offers: the script binding — the five script tools, offered unless
// config.scripting is false. Scripts belong to the agent (organisation and agent), one per name, and run in
// a QuickJS sandbox (run-in-sandbox.ts). A script's own tool `scripts.<name>` is not one of these: its
// schema is the script's (script-tool-definition.ts), and the registry answers it by prefix.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { deleteScript } from "./delete-script";
import { listScripts } from "./list-scripts";
import { readScript } from "./read-script";
import { runScript } from "./run-script";
import { saveScript } from "./save-script";
import {
  MAX_SCRIPT_DESCRIPTION_LENGTH,
  MAX_SCRIPT_SOURCE_LENGTH,
  MAX_SCRIPTS_PER_AGENT,
  SCRIPT_AVAILABILITY,
  SCRIPT_CONVENTIONS,
  SCRIPT_EXIT_CODES,
  SCRIPT_NAME_PATTERN,
  SCRIPT_RUN_ERRORS,
} from "./script-rules";

const scripts = { family: "Scripts", page: "Native tools", gate: "task", runCallable: true, availability: SCRIPT_AVAILABILITY } as const;

const scriptName = z
  .string()
  .regex(new RegExp(SCRIPT_NAME_PATTERN))
  .describe("The script's name: lower-case letters, digits and `_`, starting with a letter, at most 40 characters, e.g. `sum_invoices`.");

const scriptNotFound = toolError("script_not_found", "This agent has no script of that name.");

export const scriptListTool = defineTool({
  ...scripts,
  name: "script_list",
  description:
    "List your saved scripts, by name: each one's description, whether it takes parameters (such a script is also " +
    "offered as its own tool `scripts__<name>`) and when it was saved.",
  access: "read",
  retry: "safe",
  input: z.strictObject({}),
  errors: withCallErrors(),
  execute: listScripts,
});

export const scriptReadTool = defineTool({
  ...scripts,
  name: "script_read",
  description: "Read one of your scripts by name: its description, source and parameters schema.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ name: scriptName }),
  errors: withCallErrors(scriptNotFound),
  execute: readScript,
});

export const scriptSaveTool = defineTool({
  ...scripts,
  name: "script_save",
  description:
    "Save a script under a name: creates it, or replaces the script of that name; saving the same script again " +
    `changes nothing. ${SCRIPT_CONVENTIONS} With \`parameters\` (a JSON Schema object describing \`input\`), ` +
    "arguments are checked against it before each run and the script is also offered as its own tool `scripts__<name>`.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    name: scriptName,
    description: z
      .string()
      .min(1)
      .max(MAX_SCRIPT_DESCRIPTION_LENGTH)
      .describe("What the script does and returns, in a sentence or two; it becomes the description of its own tool."),
    source: z.string().min(1).max(MAX_SCRIPT_SOURCE_LENGTH).describe("The JavaScript source."),
    parameters: z
      .record(z.string(), z.unknown())
      .describe(
        'A JSON Schema object for `input`, e.g. {"type": "object", "properties": {"a": {"type": "number"}}, "required": ["a"]}. ' +
          "Omit for a script that takes no arguments.",
      )
      .optional(),
  }),
  errors: withCallErrors(
    toolError("script_parameters_invalid", "`parameters` is not a JSON Schema object this runtime can check arguments with."),
    toolError("script_limit_reached", `The agent already has ${MAX_SCRIPTS_PER_AGENT} scripts; delete one first.`),
  ),
  execute: saveScript,
});

export const scriptDeleteTool = defineTool({
  ...scripts,
  name: "script_delete",
  description: "Delete one of your scripts by name. Deleting a script that is already gone changes nothing.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ name: scriptName }),
  errors: withCallErrors(),
  execute: deleteScript,
});

export const scriptRunTool = defineTool({
  ...scripts,
  name: "script_run",
  description:
    "Run one of your scripts with `arguments` (the script's `input`), checked against its parameters first. Returns " +
    `the script's result as \`value\`, its \`logs\` and its \`exit_code\`. ${SCRIPT_EXIT_CODES} A script may act, so a ` +
    "run is never repeated on its own.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    name: scriptName,
    arguments: z.record(z.string(), z.unknown()).describe("The script's `input`; omit for a script that takes no arguments.").optional(),
  }),
  errors: withCallErrors(scriptNotFound, ...SCRIPT_RUN_ERRORS),
  execute: runScript,
});

export const scriptTools = [scriptListTool, scriptReadTool, scriptSaveTool, scriptDeleteTool, scriptRunTool];
