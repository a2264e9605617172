// The Workspace family's handlers (seed "built-in tools", Workspace), by canonical name. They act on the
// same per-agent files as the code tools (ONE-PRODUCT "Families that overlap"). workspace.run_command,
// workspace.git_commit and workspace.git_push stay planned: the workspace holds files, not a shell or a repository.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { deleteFile } from "./delete-file";
import { editFile } from "./edit-file";
import { listDirectory } from "./list-files";
import { readFile } from "./read-file";
import { searchWorkspace } from "./search-workspace";
import { workspaceLimitsFromEnvironment, type WorkspaceLimits } from "./workspace-limits";
import { writeFile } from "./write-file";

export function createWorkspaceHandlers(dependencies: ToolDependencies, limits: WorkspaceLimits = workspaceLimitsFromEnvironment()): Record<string, ToolHandler> {
  return {
    "workspace.read_file": readFile(dependencies),
    "workspace.list_dir": listDirectory(dependencies),
    "workspace.write_file": writeFile(dependencies, limits),
    "workspace.delete_file": deleteFile(dependencies),
    "workspace.edit": editFile(dependencies, limits),
    "workspace.search": searchWorkspace(dependencies),
  };
}
