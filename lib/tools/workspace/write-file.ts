// write_file and workspace.write_file: creates or replaces one file of the agent's workspace. Idempotent
// (retry safety): the same path and content leave the same file, answered `unchanged`. write_file may take its
// text from a stored result instead of `content` (seed "tool rules", Exporting stored text); the plan is made,
// and refused, before anything is written (check-export-sources.ts).

import { ToolError, type ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import type { ToolDependencies } from "../tool-dependencies";
import { planWrite } from "./check-export-sources";
import type { WorkspaceLimits } from "./workspace-limits";
import { saveWorkspaceFile, withWorkspaceLock } from "./workspace-store";

export function writeFile(dependencies: ToolDependencies, limits: WorkspaceLimits): ToolHandler {
  return async (context, input) => {
    const plan = await planWrite(dependencies.db, context, input, limits);
    if (!plan.ok) throw new ToolError(plan.code, plan.message);
    const scope = agentScopeOf(context);
    const now = dependencies.now();
    const saved = await withWorkspaceLock(dependencies.db, scope, (transaction) => saveWorkspaceFile(transaction, scope, plan.path, plan.content, now));
    if (!saved.ok) throw new ToolError(saved.code, `${saved.message}; nothing was written`);
    return jsonText({
      path: plan.path,
      status: saved.status,
      bytes: saved.bytes,
      ...(plan.exportedFrom === null ? {} : { exportedFrom: plan.exportedFrom }),
    });
  };
}
