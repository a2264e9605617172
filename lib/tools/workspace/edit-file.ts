// edit_file and workspace.edit: exact-text replacements in one file, all or none (apply-edits.ts), answered
// with a unified diff. Not retry-safe: a repeat acts again on the text the first left (seed "built-in tools",
// Retry safety), so the runtime never repeats it on its own.

import type { ToolHandler } from "@/lib/runtime/ports";
import { utf8Bytes } from "@/lib/runtime/results/cap-bytes";
import { agentScopeOf } from "../agent-scope";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";
import { applyEdits } from "./apply-edits";
import { unifiedDiff } from "./unified-diff";
import { requiredEdits, workspacePathOf } from "./workspace-input";
import type { WorkspaceLimits } from "./workspace-limits";
import { findWorkspaceFile, saveWorkspaceFile, withWorkspaceLock } from "./workspace-store";

export function editFile(dependencies: ToolDependencies, limits: WorkspaceLimits): ToolHandler {
  return async (context, input) => {
    const path = workspacePathOf(input, "path", "file");
    const edits = requiredEdits(input);
    const scope = agentScopeOf(context);
    const now = dependencies.now();
    const change = await withWorkspaceLock(dependencies.db, scope, async (transaction) => {
      const file = await findWorkspaceFile(transaction, scope, path);
      if (file === null) throw new ToolFailure("file_not_found", `no file exists at "${path}"; nothing was edited`);
      const edited = applyEdits(file.content, edits);
      if (!edited.ok) throw new ToolFailure(edited.code, edited.message);
      const bytes = utf8Bytes(edited.content);
      if (bytes > limits.fileMaxBytes) {
        throw new ToolFailure("file_too_large", `the edited file would be ${bytes} bytes, more than the ${limits.fileMaxBytes} a workspace file may hold; the file is unchanged`);
      }
      await saveWorkspaceFile(transaction, scope, path, edited.content, now);
      return { before: file.content, after: edited.content };
    });
    const diff = unifiedDiff(path, change.before, change.after);
    return diff === "" ? `The edits leave "${path}" as it was.` : diff;
  };
}
