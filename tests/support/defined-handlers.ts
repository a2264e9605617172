// A family's handlers as the registry builds them (define/define-tool.ts), with services a test chooses:
// its own settings (a small limit) or its own egress fetch, where the real registry would read the process's.

import type { ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import type { DefinedTool, ToolServices } from "@/lib/tools/define/define-tool";

export function definedHandlers(tools: readonly DefinedTool[], services: ToolServices): Record<string, ToolHandler<ToolOutput>> {
  const handlers: Record<string, ToolHandler<ToolOutput>> = {};
  for (const tool of tools) if (tool.handlerFor !== undefined) handlers[tool.definition.name] = tool.handlerFor(services);
  return handlers;
}

/** The process's settings with a few changed; one object, so what is cached by settings is reused. */
export function settingsWith(changes: Partial<Settings>): () => Settings {
  const settings: Settings = { ...readSettings(), ...changes };
  return () => settings;
}
