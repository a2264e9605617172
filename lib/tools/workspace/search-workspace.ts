// workspace.search: matching lines of the agent's workspace files, as `path:line: text` (search-lines.ts).

import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import { optionalInteger, optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { searchLines } from "./search-lines";
import { optionalBoolean, workspacePathOf } from "./workspace-input";
import { readWorkspaceFiles } from "./workspace-store";

export const DEFAULT_SEARCH_RESULTS = 100;

export function searchWorkspace(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const scope = workspacePathOf(input, "path", "directory");
    // Issue 8, items 1 and 3: the search runs over the text as the model may read it, so a query for the first
    // characters of a secret finds exactly what a wrong guess finds, and no matching line shows a piece of one.
    const redact = redactionOf(context);
    const stored = await readWorkspaceFiles(dependencies.db, agentScopeOf(context), scope);
    const files = stored.map((file) => ({ path: file.path, content: redact(file.content) }));
    const glob = optionalString(input, "glob");
    const searched = searchLines(files, {
      query: requiredString(input, "query"),
      regex: optionalBoolean(input, "regex") ?? false,
      caseSensitive: optionalBoolean(input, "caseSensitive") ?? false,
      maxResults: optionalInteger(input, "maxResults") ?? DEFAULT_SEARCH_RESULTS,
      scope,
      ...(glob === undefined ? {} : { glob }),
    });
    if (!searched.ok) throw new ToolError(searched.code, searched.message);
    return searched.text;
  };
}
