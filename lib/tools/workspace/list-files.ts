// list_files (a code tool) and workspace.list_dir: the entries of one directory of the agent's workspace.
// Directories are implied by the files' paths, so an empty directory does not exist; the root always does.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { listEntries, listingText } from "./list-entries";
import { workspacePathOf } from "./workspace-input";
import { summariseWorkspaceFiles } from "./workspace-store";

/** A listing as each tool asks for it: the directory as the model gave it (omitted: the root). */
export type ListInput = { path: string | undefined; depth: number; includeHidden: boolean };

export async function listDirectory(input: ListInput, context: ToolContext, { db }: ToolServices): Promise<string> {
  const request = { directory: workspacePathOf(input.path, "directory"), depth: input.depth, includeHidden: input.includeHidden };
  const files = await summariseWorkspaceFiles(db, agentScopeOf(context), request.directory);
  const listed = listEntries(files, request);
  if (!listed.ok) throw new ToolError(listed.code, listed.message);
  return listingText(request.directory, listed.entries);
}
