import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { RunGrounding } from "@/lib/contracts/run-grounding";
import { groundOutput } from "@/lib/runtime/grounding/ground-output";
import { runtimeGuidance } from "@/lib/runtime/loop/build-messages";
import { systemPromptOf } from "@/lib/runtime/loop/system-prompt";
import { summaryMessage } from "@/lib/runtime/compaction/summary-message";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import { loadCompactions } from "./compaction-rows";
import { executableModelSpec } from "./stored-model-spec";

/**
 * Issue 22: GET /v1/runs/:id/grounding. The run of another organisation is the same 404 as none. Every
 * call's result is read whole here (the text the model read, as stored); the core decides what counts
 * (lib/runtime/grounding). A tool the run catalog does not hold (an agent's own or a vendor's) is judged by
 * its outcome alone: its access is not known here.
 */
export async function getRunGrounding(database: Database, principal: UseCasePrincipal, runId: string): Promise<RunGrounding> {
  const run = await database.run.findFirst({
    where: { id: runId, organisationId: principal.organisationId },
    select: {
      id: true,
      agentId: true,
      output: true,
      model: true,
      turns: {
        orderBy: { index: "asc" },
        select: { index: true, calls: { orderBy: { index: "asc" }, select: { id: true, name: true, tool: true, arguments: true, outcome: true, result: true, ref: true } } },
      },
    },
  });
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  const compactions = await loadCompactions(database, run.id);
  const system = systemPromptOf(executableModelSpec(run.model));
  const grounding = groundOutput({
    output: run.output,
    turns: run.turns.map((turn) => ({
      index: turn.index,
      calls: turn.calls.map((call) => ({ ...call, access: call.tool === null ? null : (runCatalog.get(call.tool)?.access ?? null) })),
    })),
    instructions: [runtimeGuidance, ...(system === null ? [] : [system]), ...compactions.map(summaryMessage)],
  });
  const redactor = await databaseViewRedactor(database, principal.organisationId, [run.agentId]);
  return redactor.json({ runId: run.id, ...grounding });
}
