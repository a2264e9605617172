// write_file and workspace.write_file: creates or replaces one file of the agent's workspace. Idempotent
// (retry safety): the same path and content leave the same file, answered `unchanged`. write_file may take its
// text from a stored result instead of `content` (seed "tool rules", Exporting stored text); the plan is made,
// and refused, before anything is written (check-export-sources.ts).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import type { ToolServices } from "../define/define-tool";
import { planWrite } from "./check-export-sources";
import { workspaceLimitsOf } from "./workspace-limits";
import { saveWorkspaceFile, withWorkspaceLock } from "./workspace-store";

/** The write as its tool gives it: `content`, or (write_file only) a stored result to export. */
export type WriteInput = { path: string; content?: string; _toolResultContext?: unknown };

export async function writeFile(input: WriteInput, context: ToolContext, { db, now, settings }: ToolServices): Promise<string> {
  // Planned from the same arguments the export preflight plans a batch from (check-export-sources.ts).
  const plan = await planWrite(db, context, input, workspaceLimitsOf(settings()));
  if (!plan.ok) throw new ToolError(plan.code, plan.message);
  const scope = agentScopeOf(context);
  const writtenAt = now();
  const saved = await withWorkspaceLock(db, scope, (transaction) => saveWorkspaceFile(transaction, scope, plan.path, plan.content, writtenAt));
  if (!saved.ok) throw new ToolError(saved.code, `${saved.message}; nothing was written`);
  return jsonText({
    path: plan.path,
    status: saved.status,
    bytes: saved.bytes,
    ...(plan.exportedFrom === null ? {} : { exportedFrom: plan.exportedFrom }),
  });
}
