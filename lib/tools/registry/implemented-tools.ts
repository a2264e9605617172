// The tools a handler answers, for the reference's `status` (available / planned) and the console: a
// defined tool with an `execute` (issue 17, item 1), and — while their families move to `defineTool` —
// the names below, kept equal to their handlers by tests/unit/tools/implemented-tools.test.ts.

import { runDefinedTools } from "./run-catalog";

const notYetDefinedImplemented = [
  "note_write",
  "note_read",
  "note_list",
  "note_delete",
  "record_create",
  "record_get",
  "record_list",
  "record_update",
  "record_delete",
  "secret_request",
  "report_issue",
  "script_list",
  "script_read",
  "script_save",
  "script_delete",
  "script_run",
  "schedule_list",
  "schedule_get",
  "schedule_create",
  "schedule_update",
  "schedule_delete",
  "schedule_run_now",
  "read_tool_result",
  "search_tool_results",
  "read_transcript",
  "list_tools",
  "search_tools",
  "get_tool_schema",
];

export const implementedTools: ReadonlySet<string> = new Set([
  ...runDefinedTools.flatMap((tool) => (tool.handlerFor === undefined ? [] : [tool.definition.name])),
  ...notYetDefinedImplemented,
]);
