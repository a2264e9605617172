// The tools a handler answers, for the reference's `status` (available / planned) and the console: a
// defined tool with an `execute` (issue 17, item 1). Derived, so it cannot drift from the handlers.

import { runDefinedTools } from "./run-catalog";

export const implementedTools: ReadonlySet<string> = new Set(
  runDefinedTools.flatMap((tool) => (tool.handlerFor === undefined ? [] : [tool.definition.name])),
);
