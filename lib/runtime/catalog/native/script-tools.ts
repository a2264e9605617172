// Seed "tools in a run", What a run offers: the script binding — the five script tools, offered unless
// config.scripting is false. Scripts belong to the agent (organisation and agent), one per name, and run in
// a QuickJS sandbox (lib/tools/script/run-in-sandbox.ts).

import { toolError, withCallErrors } from "../call-errors";
import { NO_INPUT, toolInputSchema } from "../json-schema-builders";
import type { ToolAvailability, ToolDefinition } from "../tool-definition";

/** Every script tool, and each script offered as a tool of its own, is offered while script_run is. */
export const SCRIPT_AVAILABILITY: ToolAvailability = { kind: "binding", binding: "script", unlessFalse: "scripting" };

export const SCRIPT_NAME_PATTERN = "^[a-z][a-z0-9_]{0,39}$";
export const MAX_SCRIPT_SOURCE_LENGTH = 100_000;
export const MAX_SCRIPT_DESCRIPTION_LENGTH = 1000;
export const MAX_SCRIPTS_PER_AGENT = 100;

const scripts = { family: "Scripts", page: "Native tools", gate: "task", runCallable: true, availability: SCRIPT_AVAILABILITY } as const;

/** One convention for every script, told to the model where it writes and runs them. */
export const SCRIPT_CONVENTIONS =
  "A script is JavaScript run in a sandbox: no network, no files, no `require`, `fetch` or `process`. Its arguments " +
  "are the global `input` (an object). Its result is the value of its last expression, returned as JSON (end with " +
  "e.g. `main(input)` or `({ total })`; a promise is awaited). `console.log` lines are returned as `logs`. It stops " +
  "at the time and memory limits (by default 2 seconds and 32 MiB).";

/** Seed "tools in a run": a script_run call also records exit_code — 0 completed, 1 threw, 124 timed out, 137 out of memory. */
export const SCRIPT_EXIT_CODES = "Exit codes: 0 completed, 1 threw an error, 124 ran past the time limit, 137 ran out of memory.";

const scriptName = {
  type: "string",
  pattern: SCRIPT_NAME_PATTERN,
  description: "The script's name: lower-case letters, digits and `_`, starting with a letter, at most 40 characters, e.g. `sum_invoices`.",
};

const scriptNotFound = toolError("script_not_found", "This agent has no script of that name.");

/** The failures of running a script; each is a tool error whose text carries the exit code. */
export const SCRIPT_RUN_ERRORS = [
  toolError("script_arguments_invalid", "The arguments do not match the script's parameters; the script did not run."),
  toolError("script_failed", "The script threw an error (exit code 1)."),
  toolError("script_timed_out", "The script ran past the time limit (exit code 124)."),
  toolError("script_out_of_memory", "The script ran past the memory limit (exit code 137)."),
] as const;

export const scriptTools: readonly ToolDefinition[] = [
  {
    ...scripts,
    name: "script_list",
    description:
      "List your saved scripts, by name: each one's description, whether it takes parameters (such a script is also " +
      "offered as its own tool `scripts__<name>`) and when it was saved.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
  {
    ...scripts,
    name: "script_read",
    description: "Read one of your scripts by name: its description, source and parameters schema.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ name: scriptName }, ["name"]),
    errors: withCallErrors(scriptNotFound),
  },
  {
    ...scripts,
    name: "script_save",
    description:
      "Save a script under a name: creates it, or replaces the script of that name; saving the same script again " +
      `changes nothing. ${SCRIPT_CONVENTIONS} With \`parameters\` (a JSON Schema object describing \`input\`), ` +
      "arguments are checked against it before each run and the script is also offered as its own tool `scripts__<name>`.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        name: scriptName,
        description: {
          type: "string",
          minLength: 1,
          maxLength: MAX_SCRIPT_DESCRIPTION_LENGTH,
          description: "What the script does and returns, in a sentence or two; it becomes the description of its own tool.",
        },
        source: { type: "string", minLength: 1, maxLength: MAX_SCRIPT_SOURCE_LENGTH, description: "The JavaScript source." },
        parameters: {
          type: "object",
          description:
            'A JSON Schema object for `input`, e.g. {"type": "object", "properties": {"a": {"type": "number"}}, "required": ["a"]}. ' +
            "Omit for a script that takes no arguments.",
        },
      },
      ["name", "description", "source"],
    ),
    errors: withCallErrors(
      toolError("script_parameters_invalid", "`parameters` is not a JSON Schema object this runtime can check arguments with."),
      toolError("script_limit_reached", `The agent already has ${MAX_SCRIPTS_PER_AGENT} scripts; delete one first.`),
    ),
  },
  {
    ...scripts,
    name: "script_delete",
    description: "Delete one of your scripts by name. Deleting a script that is already gone changes nothing.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ name: scriptName }, ["name"]),
    errors: withCallErrors(),
  },
  {
    ...scripts,
    name: "script_run",
    description:
      "Run one of your scripts with `arguments` (the script's `input`), checked against its parameters first. Returns " +
      `the script's result as \`value\`, its \`logs\` and its \`exit_code\`. ${SCRIPT_EXIT_CODES} A script may act, so a ` +
      "run is never repeated on its own.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        name: scriptName,
        arguments: { type: "object", description: "The script's `input`; omit for a script that takes no arguments." },
      },
      ["name"],
    ),
    errors: withCallErrors(scriptNotFound, ...SCRIPT_RUN_ERRORS),
  },
];
