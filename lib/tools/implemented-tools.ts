// The built-in tools a handler answers, for the reference's `status` (available / planned) and the
// console. Kept equal to the registry by tests/unit/tools/implemented-tools.test.ts; a static list so
// readers need no database to ask.

export const implementedTools: ReadonlySet<string> = new Set([
  "memory.ask",
  "memory.train",
  "os.set_execution_name",
  "os.add_execution_link",
  "os.ask_ceo",
  "os.set_context",
  "os.get_context",
  "os.delete_context",
  "os.list_open_gates",
  "os.list_tool_bindings",
  "os.list_built_in_tools",
  "os.read_task",
]);
