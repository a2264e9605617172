// os.list_built_in_tools: the built-in reference as data (seed "built-in tools", "Agents can read this
// reference as data"), one compact line per tool so a long list stays cheap to read.

import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";

export async function listBuiltInTools(input: { family?: string }, { catalog, implementedTools }: ToolServices): Promise<string> {
  if (implementedTools === undefined) throw new Error("os.list_built_in_tools is answered only through the handler registry, which knows the tools it answers");
  const family = input.family?.trim();
  const all = catalog.all();
  const chosen = family === undefined ? all : all.filter((tool) => tool.family.toLowerCase() === family.toLowerCase());
  if (chosen.length === 0) {
    const families = [...new Set(all.map((tool) => tool.family))].join(", ");
    return `No built-in family is named "${family}". The families are: ${families}.`;
  }
  const tools = chosen.map((tool) => ({
    name: tool.name,
    family: tool.family,
    access: tool.access,
    retry: tool.retry,
    gate: tool.gate,
    runCallable: tool.runCallable,
    // Same words as the reference's ToolInfo.status: planned tools exist but no handler answers them yet.
    status: implementedTools.has(tool.name) ? "available" : "planned",
  }));
  return compactJsonList({ count: tools.length }, "tools", tools);
}
