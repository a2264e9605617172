// read_file and workspace.read_file: one text file of the agent's workspace, its lines numbered from `offset`
// for up to `limit` lines. Absent is a tool error, not an empty success (seed "tool rules"), and the same
// for a path only another agent uses.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { readWindow } from "./read-window";
import { workspacePathOf } from "./workspace-input";
import { findWorkspaceFile, summariseWorkspaceFiles } from "./workspace-store";

export type ReadFileInput = { path: string; offset: number; limit?: number };

export async function readFile(input: ReadFileInput, context: ToolContext, { db }: ToolServices): Promise<string> {
  const path = workspacePathOf(input.path, "file");
  const scope = agentScopeOf(context);
  const file = await findWorkspaceFile(db, scope, path);
  if (file === null) {
    const isDirectory = (await summariseWorkspaceFiles(db, scope, path)).length > 0;
    if (isDirectory) throw new ToolError("not_a_text_file", `"${path}" is a directory; list it to see its files`);
    throw new ToolError("file_not_found", `no file exists at "${path}"`);
  }
  // Issue 8, item 1: redacted before its lines are numbered, so a multi-line value is not shown line by line.
  const content = redactionOf(context)(file.content);
  return readWindow({ path, content, offset: input.offset, limit: input.limit });
}
