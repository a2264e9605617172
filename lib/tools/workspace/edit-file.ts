// edit_file and workspace.edit: exact-text replacements in one file, all or none (apply-edits.ts), answered
// with a unified diff. Not retry-safe: a repeat acts again on the text the first left (seed "built-in tools",
// Retry safety), so the runtime never repeats it on its own.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { utf8Bytes } from "@/lib/runtime/results/cap-bytes";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { applyEdits, type TextEdit } from "./apply-edits";
import { unifiedDiff } from "./unified-diff";
import { workspacePathOf } from "./workspace-input";
import { workspaceLimitsOf } from "./workspace-limits";
import { findWorkspaceFile, saveWorkspaceFile, withWorkspaceLock } from "./workspace-store";

export async function editFile(input: { path: string; edits: TextEdit[] }, context: ToolContext, { db, now, settings }: ToolServices): Promise<string> {
  const path = workspacePathOf(input.path, "file");
  const limits = workspaceLimitsOf(settings());
  const scope = agentScopeOf(context);
  const editedAt = now();
  const redact = redactionOf(context);
  const change = await withWorkspaceLock(db, scope, async (transaction) => {
    const file = await findWorkspaceFile(transaction, scope, path);
    if (file === null) throw new ToolError("file_not_found", `no file exists at "${path}"; nothing was edited`);
    // Issue 8, items 1 and 3: an edit matched against the raw text would answer a guess of a secret's first
    // characters differently from a miss, and its diff would show the rest of the value once it no longer
    // matches whole. A file that holds a value is refused whatever the edit, so the answer depends on nothing
    // the model cannot already read.
    if (redact(file.content) !== file.content) {
      throw new ToolError("file_holds_secret", `"${path}" holds a secret's value (shown as [REDACTED]), so it cannot be edited in place; nothing was edited`);
    }
    const edited = applyEdits(file.content, input.edits);
    if (!edited.ok) throw new ToolError(edited.code, edited.message);
    const bytes = utf8Bytes(edited.content);
    if (bytes > limits.fileMaxBytes) {
      throw new ToolError("file_too_large", `the edited file would be ${bytes} bytes, more than the ${limits.fileMaxBytes} a workspace file may hold; the file is unchanged`);
    }
    await saveWorkspaceFile(transaction, scope, path, edited.content, editedAt);
    return { before: file.content, after: edited.content };
  });
  // The edits may have written a value: the diff is made of redacted sides (a redacted value keeps its line
  // breaks, so the hunks still name the file's own lines).
  const diff = unifiedDiff(path, redact(change.before), redact(change.after));
  return diff === "" ? `The edits leave "${path}" as it was.` : diff;
}
