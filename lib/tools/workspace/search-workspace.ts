// workspace.search: matching lines of the agent's workspace files, as `path:line: text` (search-lines.ts).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { searchLines } from "./search-lines";
import { workspacePathOf } from "./workspace-input";
import { readWorkspaceFiles } from "./workspace-store";

export type SearchInput = { query: string; path?: string; glob?: string; regex: boolean; caseSensitive: boolean; maxResults: number };

export async function searchWorkspace(input: SearchInput, context: ToolContext, { db }: ToolServices): Promise<string> {
  const { path, glob, ...search } = input;
  const scope = workspacePathOf(path, "directory");
  // Issue 8, items 1 and 3: the search runs over the text as the model may read it, so a query for the first
  // characters of a secret finds exactly what a wrong guess finds, and no matching line shows a piece of one.
  const redact = redactionOf(context);
  const stored = await readWorkspaceFiles(db, agentScopeOf(context), scope);
  const files = stored.map((file) => ({ path: file.path, content: redact(file.content) }));
  const searched = searchLines(files, { ...search, scope, ...(glob === undefined ? {} : { glob }) });
  if (!searched.ok) throw new ToolError(searched.code, searched.message);
  return searched.text;
}
