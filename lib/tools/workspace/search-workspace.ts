// workspace.search: matching lines of the agent's workspace files, as `path:line: text` (search-lines.ts).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { optionalInteger, optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";
import { searchLines } from "./search-lines";
import { optionalBoolean, workspacePathOf } from "./workspace-input";
import { readWorkspaceFiles } from "./workspace-store";

export const DEFAULT_SEARCH_RESULTS = 100;

export function searchWorkspace(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scope = workspacePathOf(input, "path", "directory");
    const files = await readWorkspaceFiles(dependencies.db, agentScopeOf(context), scope);
    const glob = optionalString(input, "glob");
    const searched = searchLines(files, {
      query: requiredString(input, "query"),
      regex: optionalBoolean(input, "regex") ?? false,
      caseSensitive: optionalBoolean(input, "caseSensitive") ?? false,
      maxResults: optionalInteger(input, "maxResults") ?? DEFAULT_SEARCH_RESULTS,
      scope,
      ...(glob === undefined ? {} : { glob }),
    });
    if (!searched.ok) throw new ToolFailure(searched.code, searched.message);
    return searched.text;
  };
}
