import "server-only";
import { EVIDENCE_RUNS_MAX, recentSince, REPEATED_TOOL_ERROR_CALLS } from "../recommendation-thresholds";
import { runEvidence, type Pattern } from "./pattern";

// "A tool failing with one code again and again": calls of one tool that ended as the same tool error, in
// the organisation's recent runs.

const PREFIX = "tool_error:";
const READ_MAX = 200;

export const repeatedToolError: Pattern = {
  candidates: (run) => [...new Set(run.calls.filter((call) => call.outcome === "tool_error" && call.tool !== null && call.code !== null).map((call) => `${PREFIX}${call.tool} ${call.code}`))],
  async check(database, run, sourceKey, now) {
    const [tool, code] = sourceKey.slice(PREFIX.length).split(" ");
    const calls = await database.toolCall.findMany({
      where: { organisationId: run.organisationId, createdAt: { gte: recentSince(now) }, outcome: "tool_error", tool, code, runId: { not: null } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: READ_MAX,
      select: { runId: true },
    });
    if (calls.length < REPEATED_TOOL_ERROR_CALLS) return null;
    return {
      sourceKey,
      title: `${tool} keeps failing with ${code}`,
      proposal:
        `${calls.length} recent calls of ${tool} ended in the tool error ${code}. Look at what the runs asked of it: ` +
        `a task's instructions, a missing setting or a binding may need changing, or the tool itself may need fixing.`,
      evidence: runEvidence(calls.map((call) => call.runId), `A call of ${tool} ended in the tool error ${code}.`, EVIDENCE_RUNS_MAX),
      agentId: null,
      runId: run.id,
    };
  },
};
