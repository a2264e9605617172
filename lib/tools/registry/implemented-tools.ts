// The tools a handler answers, for the reference's `status` (available / planned) and the console: a
// defined tool with an `execute` (issue 17, item 1), and — while their families move to `defineTool` —
// the names below, kept equal to their handlers by tests/unit/tools/implemented-tools.test.ts.

import { runDefinedTools } from "./run-catalog";

const notYetDefinedImplemented = [
  "memory.ask",
  "memory.train",
  "os.set_execution_name",
  "os.add_execution_link",
  "os.set_gate_summary",
  "os.ask_ceo",
  "os.list_open_gates",
  "os.list_tool_bindings",
  "os.list_built_in_tools",
  "os.read_task",
  "memory_write",
  "workspace.read_file",
  "workspace.list_dir",
  "workspace.write_file",
  "workspace.delete_file",
  "workspace.edit",
  "workspace.search",
  "read_file",
  "write_file",
  "edit_file",
  "list_files",
  "run_code",
  "web.read",
  "web.sitemap",
  "web.request",
  "browser.navigate",
  "browser.click",
  "browser.type",
  "browser.screenshot",
  "browser.extract",
  "browser.download",
  "browser.upload",
  "browser.scroll",
];

export const implementedTools: ReadonlySet<string> = new Set([
  ...runDefinedTools.flatMap((tool) => (tool.handlerFor === undefined ? [] : [tool.definition.name])),
  ...notYetDefinedImplemented,
]);
