import "server-only";
import { ALWAYS_APPROVED_GATE_DECISIONS, EVIDENCE_RUNS_MAX, GATE_DECISIONS_READ } from "../recommendation-thresholds";
import { runEvidence, type Pattern } from "./pattern";
import { live } from "@/lib/server/database/soft-delete";

// "A gate always approved": the latest decisions on one tool that a task gates are all approvals, so the
// gate only slows its runs. Only a gate the task itself declares is proposed for dropping; a tool that is
// always gated (os.ask_ceo, mail) stays gated whatever a task says.

const PREFIX = "gate_always_approved:";

export const alwaysApprovedGate: Pattern = {
  candidates: (run) => (run.taskId === null ? [] : [...new Set(run.approvedGateTools)].map((tool) => `${PREFIX}${run.taskId} ${tool}`)),
  async check(database, run, sourceKey) {
    const [taskId, tool] = sourceKey.slice(PREFIX.length).split(" ");
    const task = await database.task.findFirst({ where: live({ id: taskId, organisationId: run.organisationId }), select: { name: true, gates: true } });
    if (task === null || !task.gates.includes(tool)) return null;
    const decisions = await database.gate.findMany({
      where: { organisationId: run.organisationId, tool, status: "decided", run: { taskId } },
      orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
      take: GATE_DECISIONS_READ,
      select: { runId: true, decision: true },
    });
    if (decisions.length < ALWAYS_APPROVED_GATE_DECISIONS || decisions.some((gate) => gate.decision !== "approve")) return null;
    return {
      sourceKey,
      title: `Drop the gate on ${tool} in the task "${task.name}"`,
      proposal:
        `The last ${decisions.length} decisions on ${tool} in the task "${task.name}" were all approvals. ` +
        `Consider removing ${tool} from the task's gates, so its runs stop waiting for the CEO on a call that is always allowed.`,
      evidence: runEvidence(decisions.map((gate) => gate.runId), `The CEO approved ${tool} in this run.`, EVIDENCE_RUNS_MAX),
      agentId: null,
      runId: run.id,
    };
  },
};
