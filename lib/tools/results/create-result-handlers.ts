// The result-memory tools (seed "tool rules": reading and searching stored results, reading earlier
// turns), part of the run itself (ONE-PRODUCT "Offer"), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { readToolResult } from "./read-tool-result";
import { readTranscript } from "./read-transcript";
import { searchToolResults } from "./search-tool-results";

export function createResultHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    read_tool_result: readToolResult(dependencies),
    search_tool_results: searchToolResults(dependencies),
    read_transcript: readTranscript(dependencies),
  };
}
