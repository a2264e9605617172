import "server-only";
import type { PreflightAnswer, TurnPreflight } from "@/lib/runtime/loop/turn-preflight-port";
import { checkExportSources } from "@/lib/tools/workspace/check-export-sources";
import { workspaceLimitsFromEnvironment } from "@/lib/tools/workspace/workspace-limits";
import type { Database } from "../db";

// Seed "tool rules", Exporting stored text: missing fields, ambiguous delimiters, failed calls, read windows
// and records marked truncated are "refused before any file in the batch is written". Every write_file of
// a fresh turn is planned first; if one is refused, no file-writing call of the turn runs.

const EXPORTING_TOOL = "write_file";
const FILE_WRITERS: ReadonlySet<string> = new Set(["write_file", "edit_file", "workspace.write_file", "workspace.edit", "workspace.delete_file"]);

const notRunText = "Not run: another file write of this turn was refused, so no file of the batch was written. Send this call again with the corrected one.";

export function createExportPreflight(database: Database): TurnPreflight {
  return async (scope, calls) => {
    const answers = new Map<number, PreflightAnswer>();
    const exports = calls.filter((call) => call.tool === EXPORTING_TOOL);
    if (exports.length === 0) return answers;
    const plans = await checkExportSources(database, scope, exports.map((call) => call.arguments), workspaceLimitsFromEnvironment());
    for (const [position, plan] of plans.entries()) {
      if (!plan.ok) answers.set(exports[position].index, { outcome: "tool_error", code: plan.code, text: `ERROR: ${plan.code}: ${plan.message}` });
    }
    if (answers.size === 0) return answers;
    for (const call of calls) {
      if (FILE_WRITERS.has(call.tool) && !answers.has(call.index)) answers.set(call.index, { outcome: "not_run", code: "not_run", text: notRunText });
    }
    return answers;
  };
}
