// The Memory family's handlers (seed "built-in tools", Memory tools, and the memory binding's
// memory_write), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { askMemory } from "./ask-memory";
import { createMemorySearch } from "./search-memory";
import { trainMemory } from "./train-memory";
import { writeMemory } from "./write-memory";

export function createMemoryHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    "memory.ask": askMemory(createMemorySearch(dependencies.db)),
    "memory.train": trainMemory(dependencies),
    memory_write: writeMemory(dependencies),
  };
}
