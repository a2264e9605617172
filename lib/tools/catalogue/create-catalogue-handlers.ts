// The catalogue tools (seed "tool rules", Previews: catalogue results), part of the run itself
// (ONE-PRODUCT "Offer"), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { getToolSchema } from "./get-tool-schema";
import { listTools } from "./list-tools";
import { searchTools } from "./search-tools";

export function createCatalogueHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    list_tools: listTools(dependencies),
    search_tools: searchTools(dependencies),
    get_tool_schema: getToolSchema(dependencies),
  };
}
