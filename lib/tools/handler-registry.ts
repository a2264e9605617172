// Every built-in handler by canonical name (seed "tools in a run", Handlers): the runtime looks a tool up
// here after admission, and a name with no handler is a planned tool.

import type { HandlerRegistry, ToolHandler } from "@/lib/runtime/ports";
import { createMemoryHandlers } from "./memory/create-memory-handlers";
import { createOsHandlers } from "./os/create-os-handlers";
import type { ToolDependencies } from "./tool-dependencies";

export function createHandlers(dependencies: ToolDependencies): ReadonlyMap<string, ToolHandler> {
  return new Map(Object.entries({ ...createOsHandlers(dependencies), ...createMemoryHandlers(dependencies) }));
}

export function createHandlerRegistry(dependencies: ToolDependencies): HandlerRegistry {
  const handlers = createHandlers(dependencies);
  return {
    get: (tool) => handlers.get(tool),
    has: (tool) => handlers.has(tool),
  };
}
