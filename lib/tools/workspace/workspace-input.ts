// A workspace tool's path, read through the path rules: a refusal is the tool's own error (seed "built-in
// tools", Workspace). The schema already said it is text; an omitted optional directory is the root.

import { ToolError } from "@/lib/runtime/ports";
import { normaliseWorkspacePath, type PathKind } from "./workspace-path";

export function workspacePathOf(raw: string | undefined, kind: PathKind): string {
  const outcome = normaliseWorkspacePath(raw ?? "", kind);
  if (!outcome.ok) throw new ToolError(outcome.code, outcome.reason);
  return outcome.path;
}
