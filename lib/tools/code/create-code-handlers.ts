// The five code tools (seed "tools in a run": offered when config.coding is true), by canonical name. The
// file tools share their handlers with workspace.* (one workspace, ONE-PRODUCT "Families that overlap").

import type { ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import { scriptLimitsFromEnvironment, type ScriptLimits } from "../script/script-limits";
import type { ToolDependencies } from "../tool-dependencies";
import { editFile } from "../workspace/edit-file";
import { listFiles } from "../workspace/list-files";
import { readFile } from "../workspace/read-file";
import { workspaceLimitsFromEnvironment, type WorkspaceLimits } from "../workspace/workspace-limits";
import { writeFile } from "../workspace/write-file";
import { runCode } from "./run-code";

export type CodeLimits = { workspace: WorkspaceLimits; script: ScriptLimits };

export function createCodeHandlers(
  dependencies: ToolDependencies,
  limits: CodeLimits = { workspace: workspaceLimitsFromEnvironment(), script: scriptLimitsFromEnvironment() },
): Record<string, ToolHandler<ToolOutput>> {
  return {
    read_file: readFile(dependencies),
    write_file: writeFile(dependencies, limits.workspace),
    edit_file: editFile(dependencies, limits.workspace),
    list_files: listFiles(dependencies),
    run_code: runCode(dependencies, limits.script),
  };
}
