// os.list_built_in_tools: the built-in reference as data (seed "built-in tools", "Agents can read this
// reference as data"), one compact line per tool so a long list stays cheap to read.

import type { ToolHandler } from "@/lib/runtime/ports";
import { implementedTools } from "../registry/implemented-tools";
import { compactJsonList } from "../json-text";
import { optionalString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export function listBuiltInTools(dependencies: ToolDependencies): ToolHandler {
  return async (_context, input) => {
    const family = optionalString(input, "family")?.trim();
    const all = dependencies.catalog.all();
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
  };
}
