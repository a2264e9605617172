// os.assess_impact: what a proposed change would touch, read and never changed (declared `safe`). Given
// `tasks`, those tasks (ids of this organisation's live tasks; any other id — foreign, made up or deleted — is
// listed in `notFound`, worded the same); otherwise the tasks the change's words point at (impact-words.ts).
// For them: their recent runs, open gates on their runs, the agents and people who ran them, the KPIs the
// change's words point at, and what could break (impact-risks.ts).

import type { ToolContext } from "@/lib/runtime/ports";
import { includingDeleted, live } from "@/lib/server/database/soft-delete";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { changeWords, sharedWords, taskMatch } from "./impact-words";
import { whatCouldBreak, type ImpactedTask } from "./impact-risks";

export const IMPACT_MAX_TASKS = 20;
export const IMPACT_MAX_KPIS = 20;
const RECENT_RUNS_PER_TASK = 5;
const ACTIVE = ["queued", "running", "waiting"] as const;

type Input = { change: string; tasks?: string[] };
type TaskRow = { id: string; name: string; version: number; tools: string[]; gates: string[] };

async function namedTasks({ db }: ToolServices, organisationId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  const rows = await db.task.findMany({ where: live({ organisationId, id: { in: wanted } }), orderBy: { name: "asc" } });
  const found = new Set(rows.map((row) => row.id));
  return { tasks: rows.map((row) => ({ task: row as TaskRow, why: ["named in `tasks`"] })), notFound: wanted.filter((id) => !found.has(id)) };
}

async function matchedTasks({ db }: ToolServices, organisationId: string, change: string, words: string[]) {
  const rows = await db.task.findMany({ where: live({ organisationId }), orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows
    .map((row) => ({ task: row as TaskRow, ...taskMatch(change, words, row) }))
    .filter((match) => match.score > 0)
    .sort((one, other) => other.score - one.score)
    .slice(0, IMPACT_MAX_TASKS);
}

async function runsOf({ db }: ToolServices, organisationId: string, taskIds: string[]) {
  const select = { id: true, taskId: true, taskVersion: true, status: true, agentId: true, actingUserId: true, createdAt: true, failureCode: true } as const;
  const [active, recent] = await Promise.all([
    db.run.findMany({ where: { organisationId, taskId: { in: taskIds }, status: { in: [...ACTIVE] } }, select, orderBy: { createdAt: "desc" } }),
    Promise.all(taskIds.map((taskId) => db.run.findMany({ where: { organisationId, taskId }, select, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: RECENT_RUNS_PER_TASK }))),
  ]);
  return { active, recent: recent.flat() };
}

async function peopleOf({ db }: ToolServices, organisationId: string, runs: { agentId: string; actingUserId: string | null }[]) {
  const agentIds = [...new Set(runs.map((run) => run.agentId))];
  const userIds = [...new Set(runs.flatMap((run) => (run.actingUserId === null ? [] : [run.actingUserId])))];
  // Who ran them, even when the agent or the person has since been deleted: their runs still happened.
  const [agents, users] = await Promise.all([
    db.agent.findMany({ where: includingDeleted({ organisationId, id: { in: agentIds } }), select: { id: true, name: true }, orderBy: { name: "asc" } }),
    db.user.findMany({ where: includingDeleted({ organisationId, id: { in: userIds } }), select: { id: true, name: true, email: true }, orderBy: { email: "asc" } }),
  ]);
  return { agents, users: users.map((user) => ({ id: user.id, name: user.name, address: user.email })) };
}

async function kpisOf({ db }: ToolServices, organisationId: string, words: string[]) {
  if (words.length === 0) return [];
  const kpis = await db.kpi.findMany({ where: { organisationId, deletedAt: null }, orderBy: [{ level: "asc" }, { position: "asc" }, { name: "asc" }] });
  return kpis
    .map((kpi) => ({ id: kpi.id, level: kpi.level, name: kpi.name, matched: sharedWords(words, `${kpi.name} ${kpi.description}`) }))
    .filter((kpi) => kpi.matched.length > 0)
    .slice(0, IMPACT_MAX_KPIS);
}

export async function assessImpact(input: Input, call: ToolContext, services: ToolServices): Promise<string> {
  const organisationId = call.organisationId;
  const words = changeWords(input.change);
  const named = input.tasks === undefined ? null : await namedTasks(services, organisationId, input.tasks);
  const touched = named?.tasks ?? (await matchedTasks(services, organisationId, input.change, words));
  const taskIds = touched.map(({ task }) => task.id);
  const { active, recent } = await runsOf(services, organisationId, taskIds);
  const allRuns = [...active, ...recent];
  const gates = await services.db.gate.findMany({
    where: { organisationId, status: "open", run: { taskId: { in: taskIds } } },
    select: { id: true, runId: true, tool: true, summary: true, createdAt: true, run: { select: { taskId: true } } },
    orderBy: { createdAt: "asc" },
  });
  const tasks: ImpactedTask[] = touched.map(({ task, why }) => ({
    id: task.id,
    name: task.name,
    version: task.version,
    why,
    tools: task.tools,
    gates: task.gates,
    activeRuns: active.filter((run) => run.taskId === task.id).map((run) => ({ id: run.id, status: run.status, taskVersion: run.taskVersion })),
    recentRuns: recent
      .filter((run) => run.taskId === task.id)
      .map((run) => ({ id: run.id, status: run.status, failure: run.failureCode, agentId: run.agentId, startedAt: run.createdAt.toISOString() })),
    openGates: gates.filter((gate) => gate.run.taskId === task.id).map((gate) => ({ id: gate.id, runId: gate.runId, tool: gate.tool, summary: gate.summary })),
  }));
  return jsonText({
    change: input.change,
    found: named === null ? "by the change's words" : "the tasks named in `tasks`",
    words,
    tasks,
    ...(named === null ? {} : { notFound: named.notFound }),
    people: await peopleOf(services, organisationId, allRuns),
    kpis: await kpisOf(services, organisationId, words),
    whatCouldBreak: whatCouldBreak(tasks, named?.notFound ?? []),
  });
}
