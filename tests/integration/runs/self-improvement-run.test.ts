// The Self-improvement tools through runs (API + worker + scripted model): each tool's answer as the model
// reads it, its errors as tool errors, the read/write class under a read-only task credential, the decision's
// retry class (decided twice in one run), the acting user's rights (an editor's run is refused), and the
// `issues` view's side effect over an agent's successive calls (seed "A few reads have a side effect").

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { PATCH as endIssue } from "@/app/v1/issue-reports/[id]/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

type CallRecord = { tool: string | null; outcome: string; code: string | null; result: string | null };
type RunBody = { id: string; status: string; failure: { code: string } | null; turns: { calls: CallRecord[] }[] };
type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

const ALL_THREE = ["os.list_recommendations", "os.get_recommendation", "os.decide_recommendation"];
const READS_ONLY = ["os.list_recommendations", "os.get_recommendation"];

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Improver", toolCallBudget: 20 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const turn = (name: string, input: Prisma.InputJsonObject): ScriptTurn => ({ calls: [{ name, arguments: input }] });

async function taskWith(tools: string[]) {
  return (await prisma.task.create({ data: { organisationId: team.organisationId, name: `Task ${Math.random()}`, tools } })).id;
}

/** Starts a run as the token's user and waits for it to end; its calls in order. */
async function run(token: string, tools: string[], script: ScriptTurn[]): Promise<RunBody> {
  const body = { agentId, taskId: await taskWith(tools), kind: "direct", input: "Improve the enterprise.", model: { provider: "scripted", script } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token, body }), noParams));
  expect(started.status).toBe(202);
  await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"]);
  return (await read<RunBody>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token }), params({ id: started.body.id })))).body;
}

const calls = (body: RunBody) => body.turns.flatMap((each) => each.calls);
const answer = (call: CallRecord) => JSON.parse((call.result ?? "").replace(/\n\nremaining_tool_calls: \d+$/, ""));

async function recommend(title: string) {
  return prisma.recommendation.create({ data: { organisationId: team.organisationId, title, proposal: `Do: ${title}`, source: "admin", evidence: [{ text: "Seen." }] } });
}

describe("the Self-improvement tools in a run", () => {
  it("an admin's run lists, reads and accepts one; deciding it again in the same run changes nothing", async () => {
    const row = await recommend("Shorten the triage task");
    const body = await run(team.adminToken, ALL_THREE, [
      turn("os__list_recommendations", { view: "open" }),
      turn("os__get_recommendation", { id: row.id }),
      turn("os__decide_recommendation", { id: row.id, decision: "accept", note: "Yes." }),
      turn("os__decide_recommendation", { id: row.id, decision: "accept", note: "Yes." }),
      { text: "done" },
    ]);
    expect(body.status).toBe("succeeded");
    const [listed, got, decided, again] = calls(body);
    expect([listed, got, decided, again].map((call) => [call.tool, call.outcome, call.code])).toEqual([
      ["os.list_recommendations", "ok", null],
      ["os.get_recommendation", "ok", null],
      ["os.decide_recommendation", "ok", null],
      ["os.decide_recommendation", "ok", null],
    ]);
    expect(answer(listed!).recommendations).toContainEqual({ id: row.id, title: "Shorten the triage task", status: "open", issueOutcome: null });
    expect(answer(got!)).toMatchObject({ id: row.id, proposal: "Do: Shorten the triage task", evidence: [{ runId: null, text: "Seen." }], status: "open" });
    expect(answer(decided!)).toMatchObject({ status: "accepted", decision: { decision: "accept", note: "Yes.", decidedBy: team.admin.email }, issue: { status: "open" } });
    expect(answer(again!)).toEqual(answer(decided!));
    expect(await prisma.issueReport.count({ where: { organisationId: team.organisationId, title: "Shorten the triage task" } })).toBe(1);
  });

  it("an editor's run is refused the decision as a tool error, and the recommendation stays open", async () => {
    const row = await recommend("Editor tries");
    const body = await run(team.editorToken, ALL_THREE, [turn("os__decide_recommendation", { id: row.id, decision: "reject" }), { text: "done" }]);
    const [refused] = calls(body);
    expect(refused).toMatchObject({ outcome: "tool_error", code: "not_permitted" });
    expect(refused!.result).toMatch(/^ERROR: not_permitted: only an admin or the CEO decides recommendations, and the user who started this run is neither, so nothing was decided/);
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("open");
  });

  it("its errors reach the model as tool errors: a made-up id, and a different decision on a decided one", async () => {
    const row = await recommend("Rejected already");
    const body = await run(team.adminToken, ALL_THREE, [
      turn("os__get_recommendation", { id: "no-such-recommendation" }),
      turn("os__decide_recommendation", { id: row.id, decision: "reject", note: "No." }),
      turn("os__decide_recommendation", { id: row.id, decision: "accept" }),
      { text: "done" },
    ]);
    expect(calls(body).map((call) => [call.outcome, call.code])).toEqual([
      ["tool_error", "recommendation_not_found"],
      ["ok", null],
      ["tool_error", "recommendation_already_decided"],
    ]);
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("rejected");
  });

  it("under a read-only credential (a task with no writing os.* tool) the reads answer; the decision is not the task's to call", async () => {
    const row = await recommend("Read only");
    const body = await run(team.adminToken, READS_ONLY, [
      turn("os__list_recommendations", { view: "issues" }),
      turn("os__get_recommendation", { id: row.id }),
      turn("os__decide_recommendation", { id: row.id, decision: "accept" }),
    ]);
    expect(calls(body).map((call) => [call.tool, call.outcome, call.code])).toEqual([
      ["os.list_recommendations", "ok", null],
      ["os.get_recommendation", "ok", null],
      ["os.decide_recommendation", "run_failed", "tool_not_on_task"],
    ]);
    expect(body.failure?.code).toBe("tool_not_on_task");
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("open");
  });
});

describe("os.list_recommendations, view `issues`, over an agent's successive calls", () => {
  it("the first call settles X, a second (nothing new) settles nothing, and after Y ends the third settles only Y", async () => {
    const fresh = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Settler", toolCallBudget: 20 } });
    const x = await recommend("Issue X");
    const y = await recommend("Issue Y");
    const accept = async (id: string) => (await prisma.recommendation.findUniqueOrThrow({ where: { id } })).issueReportId!;
    await run(team.adminToken, ALL_THREE, [turn("os__decide_recommendation", { id: x.id, decision: "accept" }), turn("os__decide_recommendation", { id: y.id, decision: "accept" })]);
    const end = async (id: string, status: string, outcome: string) => {
      const ended = await read(await endIssue(apiRequest(`/v1/issue-reports/${id}`, { token: team.adminToken, method: "PATCH", body: { status, outcome } }), params({ id })));
      expect(ended.status).toBe(200);
    };
    await end(await accept(x.id), "resolved", "Done.");
    const settledOf = (call: CallRecord) => answer(call).settled.map((item: { id: string; issue: { status: string } }) => [item.id, item.issue.status]);
    const saved = agentId;
    agentId = fresh.id;
    try {
      const twice = await run(team.adminToken, READS_ONLY, [turn("os__list_recommendations", { view: "issues" }), turn("os__list_recommendations", { view: "issues" })]);
      const [first, second] = calls(twice);
      expect(settledOf(first!)).toEqual([[x.id, "resolved"]]);
      expect(settledOf(second!)).toEqual([]);
      await end(await accept(y.id), "wont_fix", "Not now.");
      const [third] = calls(await run(team.adminToken, READS_ONLY, [turn("os__list_recommendations", { view: "issues" })]));
      expect(settledOf(third!)).toEqual([[y.id, "wont_fix"]]);
      expect(answer(third!).recommendations.filter((item: { id: string }) => [x.id, y.id].includes(item.id)).map((item: { issueOutcome: { status: string } }) => item.issueOutcome.status)).toEqual(["wont_fix", "resolved"]);
    } finally {
      agentId = saved;
    }
  });
});
