import "server-only";
import type { ExportSourceCheck } from "@/lib/runtime/ports";
import { checkExportSources } from "@/lib/tools/workspace/check-export-sources";
import { workspaceLimitsFromEnvironment } from "@/lib/tools/workspace/workspace-limits";
import type { Database } from "../db";

// Seed "tool rules", Exporting stored text: missing fields, ambiguous delimiters, failed calls, read windows
// and records marked truncated are "refused before any file in the batch is written". Issue 9, item 1: this
// port only looks the sources up; admission (lib/runtime/admission/decide-turn.ts) decides what a refused
// export means for its batch, with the texts it gives every refusal.
export function createExportPreflight(database: Database): ExportSourceCheck {
  return async (scope, exports) => {
    const plans = await checkExportSources(database, { organisationId: scope.organisationId, conversationId: scope.conversationId }, exports, workspaceLimitsFromEnvironment());
    return plans.map((plan) => (plan.ok ? { ok: true as const } : { ok: false as const, code: plan.code, message: plan.message }));
  };
}
