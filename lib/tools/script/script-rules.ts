// Seed "tools in a run", What a run offers: what every script tool shares — when it is offered, how a
// script is named, the limits of a script and what a failed run answers.

import { toolError } from "@/lib/runtime/catalog/call-errors";
import type { ToolAvailability } from "@/lib/runtime/catalog/tool-definition";

/** Every script tool, and each script offered as a tool of its own, is offered while script_run is. */
export const SCRIPT_AVAILABILITY: ToolAvailability = { kind: "binding", binding: "script", unlessFalse: "scripting" };

export const SCRIPT_NAME_PATTERN = "^[a-z][a-z0-9_]{0,39}$";
export const MAX_SCRIPT_SOURCE_LENGTH = 100_000;
export const MAX_SCRIPT_DESCRIPTION_LENGTH = 1000;
export const MAX_SCRIPTS_PER_AGENT = 100;

/** One convention for every script, told to the model where it writes and runs them. */
export const SCRIPT_CONVENTIONS =
  "A script is JavaScript run in a sandbox: no network, no files, no `require`, `fetch` or `process`. Its arguments " +
  "are the global `input` (an object). Its result is the value of its last expression, returned as JSON (end with " +
  "e.g. `main(input)` or `({ total })`; a promise is awaited). `console.log` lines are returned as `logs`. It stops " +
  "at the time and memory limits (by default 2 seconds and 32 MiB).";

/** Seed "tools in a run": a script_run call also records exit_code — 0 completed, 1 threw, 124 timed out, 137 out of memory. */
export const SCRIPT_EXIT_CODES = "Exit codes: 0 completed, 1 threw an error, 124 ran past the time limit, 137 ran out of memory.";

/** The failures of running a script; each is a tool error whose text carries the exit code. */
export const SCRIPT_RUN_ERRORS = [
  toolError("script_arguments_invalid", "The arguments do not match the script's parameters; the script did not run."),
  toolError("script_failed", "The script threw an error (exit code 1)."),
  toolError("script_timed_out", "The script ran past the time limit (exit code 124)."),
  toolError("script_out_of_memory", "The script ran past the memory limit (exit code 137)."),
] as const;
