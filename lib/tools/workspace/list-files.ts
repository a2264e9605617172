// list_files (a code tool) and workspace.list_dir: the entries of one directory of the agent's workspace.
// Directories are implied by the files' paths, so an empty directory does not exist; the root always does.

import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { optionalInteger, type ToolInput } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { listEntries, listingText, type ListRequest } from "./list-entries";
import { optionalBoolean, workspacePathOf } from "./workspace-input";
import { summariseWorkspaceFiles } from "./workspace-store";

function listHandler(dependencies: ToolDependencies, requestOf: (input: ToolInput) => ListRequest): ToolHandler {
  return async (context, input) => {
    const request = requestOf(input);
    const files = await summariseWorkspaceFiles(dependencies.db, agentScopeOf(context), request.directory);
    const listed = listEntries(files, request);
    if (!listed.ok) throw new ToolError(listed.code, listed.message);
    return listingText(request.directory, listed.entries);
  };
}

/** list_files {path?, recursive?}: one level, or every level; a coding agent sees dot-files too. */
export function listFiles(dependencies: ToolDependencies): ToolHandler {
  return listHandler(dependencies, (input) => ({
    directory: workspacePathOf(input, "path", "directory"),
    depth: optionalBoolean(input, "recursive") === true ? Number.POSITIVE_INFINITY : 1,
    includeHidden: true,
  }));
}

/** workspace.list_dir {path, depth, includeHidden}, with the defaults its schema states. */
export function listDirectory(dependencies: ToolDependencies): ToolHandler {
  return listHandler(dependencies, (input) => ({
    directory: workspacePathOf(input, "path", "directory"),
    depth: optionalInteger(input, "depth") ?? 1,
    includeHidden: optionalBoolean(input, "includeHidden") ?? false,
  }));
}
