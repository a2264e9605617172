// workspace.delete_file: deletes one file of the agent's workspace. Not retry-safe (seed "built-in tools",
// Retry safety): a repeat finds nothing and says so (`file_not_found`), so it is never repeated on its own.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { workspacePathOf } from "./workspace-input";
import { deleteWorkspaceFile, summariseWorkspaceFiles } from "./workspace-store";

export async function deleteFile(input: { path: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const path = workspacePathOf(input.path, "file");
  const scope = agentScopeOf(context);
  if (await deleteWorkspaceFile(db, scope, path)) return `Deleted "${path}".`;
  const isDirectory = (await summariseWorkspaceFiles(db, scope, path)).length > 0;
  throw new ToolError("file_not_found", isDirectory ? `"${path}" is a directory, and directories are not deleted` : `no file exists at "${path}"`);
}
