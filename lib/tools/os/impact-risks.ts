// What could break if a change lands now (os.assess_impact), one plain sentence each, from facts already read:
// runs of the touched tasks still under way (they keep the task version they started with — CONTRACT.md,
// Curation and people), gates waiting for the CEO on those runs, runs that failed lately, and ids that named
// no task.

export type ImpactedTask = {
  id: string;
  name: string;
  version: number;
  why: string[];
  tools: string[];
  gates: string[];
  activeRuns: { id: string; status: string; taskVersion: number | null }[];
  recentRuns: { id: string; status: string; failure: string | null; agentId: string; startedAt: string }[];
  openGates: { id: string; runId: string; tool: string; summary: string | null }[];
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function risksOf(task: ImpactedTask): string[] {
  const risks: string[] = [];
  if (task.activeRuns.length > 0) {
    const ids = task.activeRuns.map((run) => run.id).join(", ");
    risks.push(
      `${plural(task.activeRuns.length, "run", "runs")} of "${task.name}" ${task.activeRuns.length === 1 ? "is" : "are"} queued, running or waiting (${ids}): ` +
        `they keep version ${task.version} or the one they started with, so the change reaches only runs started after it.`,
    );
  }
  for (const gate of task.openGates) {
    risks.push(`Gate ${gate.id} on run ${gate.runId} waits for the CEO on ${gate.tool}: changing "${task.name}" does not withdraw it; decide it or clear the run first.`);
  }
  const failed = task.recentRuns.filter((run) => run.status === "failed");
  if (failed.length > 0) {
    const codes = [...new Set(failed.map((run) => run.failure ?? "no code"))].join(", ");
    risks.push(`${plural(failed.length, "recent run", "recent runs")} of "${task.name}" failed (${codes}): a retry continues on the version it started with.`);
  }
  return risks;
}

export function whatCouldBreak(tasks: readonly ImpactedTask[], notFound: readonly string[]): string[] {
  const risks = tasks.flatMap(risksOf);
  if (tasks.length === 0) {
    risks.push("No task was found to touch: name the tasks in `tasks`, or describe the change with the tasks' or tools' exact names.");
  }
  if (notFound.length > 0) risks.push(`${plural(notFound.length, "id names", "ids name")} no task of this enterprise (${notFound.join(", ")}): nothing was read for ${notFound.length === 1 ? "it" : "them"}.`);
  return risks;
}
