import "server-only";
import { BUDGET_SPENT, ITERATION_CAP_REACHED } from "@/lib/runtime/lifecycle/budget-endings";
import { BUDGET_ENDED_RUNS, EVIDENCE_RUNS_MAX, recentSince } from "../recommendation-thresholds";
import { runEvidence, type EndedRun, type Pattern } from "./pattern";
import { live } from "@/lib/server/database/soft-delete";

// "Runs ending on their budget": recent runs of one agent on one task (or on no task) that spent their
// tool-call budget (a call handed back `budget_spent`) or failed at their iteration cap.

const PREFIX = "budget:";
const NO_TASK = "none";

const endedOnBudget = (run: EndedRun) => run.failureCode === ITERATION_CAP_REACHED || run.calls.some((call) => call.code === BUDGET_SPENT);

export const budgetEndedRuns: Pattern = {
  candidates: (run) => (endedOnBudget(run) ? [`${PREFIX}${run.agentId} ${run.taskId ?? NO_TASK}`] : []),
  async check(database, run, sourceKey, now) {
    const runs = await database.run.findMany({
      where: {
        organisationId: run.organisationId,
        agentId: run.agentId,
        taskId: run.taskId,
        createdAt: { gte: recentSince(now) },
        finishedAt: { not: null },
        OR: [{ failureCode: ITERATION_CAP_REACHED }, { calls: { some: { code: BUDGET_SPENT } } }],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EVIDENCE_RUNS_MAX,
      select: { id: true },
    });
    if (runs.length < BUDGET_ENDED_RUNS) return null;
    const agent = await database.agent.findFirst({ where: live({ id: run.agentId }), select: { name: true, toolCallBudget: true, maxIterations: true } });
    const task = run.taskId === null ? null : await database.task.findFirst({ where: live({ id: run.taskId }), select: { name: true } });
    const what = `the agent "${agent?.name ?? run.agentId}"${task ? ` on the task "${task.name}"` : ""}`;
    return {
      sourceKey,
      title: `Runs of ${what} end on their budget`,
      proposal:
        `${runs.length} recent runs of ${what} spent their tool-call budget (${agent?.toolCallBudget ?? "?"} calls) or reached their ` +
        `iteration cap (${agent?.maxIterations ?? "?"} turns) before finishing. Consider raising the agent's budget, or splitting the task into smaller ones.`,
      evidence: runEvidence(runs.map((each) => each.id), "This run ended on its budget.", EVIDENCE_RUNS_MAX),
      agentId: run.agentId,
      runId: run.id,
    };
  },
};
