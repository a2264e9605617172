import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Issue 18, items 5 and 6, through runs (API + worker + scripted model): each planning and briefs tool's answer
// and errors, its retry class over two calls, its read class under a read-only credential, and the acting user's
// rights — os.list_tool_bindings answers an admin's run with its own organisation's connectors, never an editor's.

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null };
type RunBody = { id: string; status: string; failure: { code: string } | null; turns: { calls: CallRecord[] }[] };
type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Planning agent", toolCallBudget: 20 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function createTask(tools: string[]) {
  return (await prisma.task.create({ data: { organisationId: team.organisationId, name: `Task ${tools.join(" ")} ${Math.random()}`, tools, gates: [] } })).id;
}

async function runToEnd(taskId: string, script: ScriptTurn[], token = team.editorToken): Promise<RunBody> {
  const body = { agentId, taskId, kind: "direct", input: "Plan.", model: { provider: "scripted", script } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token, body }), noParams));
  expect(started.status).toBe(202);
  expect(await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"])).toBe("succeeded");
  return (await read<RunBody>(await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token }), params({ id: started.body.id })))).body;
}

const turn = (name: string, input: Prisma.InputJsonObject): ScriptTurn => ({ calls: [{ name, arguments: input }] });
const calls = (run: RunBody) => run.turns.flatMap((each) => each.calls);
const answer = (call: CallRecord) => JSON.parse((call.result ?? "").replace(/\n\nremaining_tool_calls: \d+$/, ""));

describe("os.write_plan and os.read_plan through a run", () => {
  it("a repeated write is idempotent (one version), a new content is the next version, read_plan reads the newest, an unknown name is plan_not_found", async () => {
    const name = `plan-${Math.random().toString(36).slice(2)}`;
    const taskId = await createTask(["os.write_plan", "os.read_plan"]);
    const run = await runToEnd(taskId, [
      turn("os__write_plan", { name, content: "Hire two." }),
      turn("os__write_plan", { name, content: "Hire two." }),
      turn("os__write_plan", { name, content: "Hire three." }),
      turn("os__read_plan", { name }),
      turn("os__read_plan", { name: "never-written" }),
      { text: "done" },
    ]);
    const [first, repeat, second, readBack, missing] = calls(run);
    expect([first, repeat, second, readBack].map((call) => call.outcome)).toEqual(["ok", "ok", "ok", "ok"]);
    expect([answer(first).version, answer(repeat).version, answer(repeat).changed, answer(second).version]).toEqual([1, 1, false, 2]);
    expect(answer(readBack)).toMatchObject({ name, version: 2, content: "Hire three.", writtenBy: { agentId, runId: run.id } });
    expect(missing).toMatchObject({ tool: "os.read_plan", outcome: "tool_error", code: "plan_not_found" });
    const rows = await prisma.plan.findMany({ where: { organisationId: team.organisationId, name }, orderBy: { version: "asc" } });
    expect(rows.map((row) => [row.version, row.runId, row.writtenByUserId])).toEqual([[1, run.id, team.editor.id], [2, run.id, team.editor.id]]);
  });
});

describe("os.file_daily_brief through a run", () => {
  it("is unsafe: the same call twice files two briefs, for today (UTC) by default; a bad date is a tool error and files nothing", async () => {
    const taskId = await createTask(["os.file_daily_brief"]);
    const summary = `A quiet day ${Math.random()}`;
    const today = new Date().toISOString().slice(0, 10);
    const run = await runToEnd(taskId, [
      turn("os__file_daily_brief", { summary, risks: ["Nothing yet."] }),
      turn("os__file_daily_brief", { summary, risks: ["Nothing yet."] }),
      turn("os__file_daily_brief", { summary, date: "2026-13-01" }),
      { text: "filed" },
    ]);
    const [first, second, bad] = calls(run);
    expect([first.outcome, second.outcome]).toEqual(["ok", "ok"]);
    expect(answer(first).id).not.toBe(answer(second).id);
    expect(bad).toMatchObject({ outcome: "tool_error", code: "invalid_input" });
    const briefs = await prisma.brief.findMany({ where: { summary } });
    expect(briefs.map((brief) => [brief.date, brief.runId, brief.agentId])).toEqual([[today, run.id, agentId], [today, run.id, agentId]]);
  });
});

describe("os.assess_impact through a run", () => {
  it("answers, changing nothing (a safe read twice answers the same)", async () => {
    const taskId = await createTask(["os.assess_impact"]);
    const input = { change: "Stop declaring os.assess_impact.", tasks: [taskId, "made-up-task"] };
    const run = await runToEnd(taskId, [turn("os__assess_impact", input), turn("os__assess_impact", input), { text: "weighed" }]);
    const [first, second] = calls(run);
    expect(first.outcome).toBe("ok");
    const weighed = answer(first);
    expect(weighed.tasks.map((task: { id: string }) => task.id)).toEqual([taskId]);
    // The run that asks is itself running on the task it weighs.
    expect(weighed.tasks[0].activeRuns.map((active: { id: string }) => active.id)).toEqual([run.id]);
    expect(weighed.notFound).toEqual(["made-up-task"]);
    expect(answer(second)).toEqual(weighed);
  });
});

describe("a task declaring no writing os.* tool: read-only credential", () => {
  it("the planning reads answer, and a write in the same run is refused read_only_credential", async () => {
    const taskId = await createTask(["os.read_plan", "os.assess_impact", "memory.train"]);
    await prisma.plan.create({ data: { organisationId: team.organisationId, name: "read-only-plan", version: 1, content: "Read me." } });
    const run = await runToEnd(taskId, [
      turn("os__read_plan", { name: "read-only-plan" }),
      turn("os__assess_impact", { change: "Nothing at all." }),
      turn("memory__train", { layer: "task", content: "a note" }),
      { text: "read" },
    ]);
    expect(calls(run).map((call) => [call.tool, call.outcome, call.code])).toEqual([
      ["os.read_plan", "ok", null],
      ["os.assess_impact", "ok", null],
      ["memory.train", "tool_error", "read_only_credential"],
    ]);
  });
});

describe("os.list_tool_bindings through a run: admins' runs only, their own organisation's connectors", () => {
  beforeAll(async () => {
    const bind = async (organisationId: string, name: string) => {
      const connector = await prisma.connector.create({ data: { organisationId, name, transport: { type: "http", url: "https://mcp.example.test/mcp" } } });
      await prisma.connectorLogin.create({
        data: { organisationId, connectorId: connector.id, scope: "organisation", scopeKey: "organisation", status: "connected", tools: [{ serverName: "list_issues", description: "List issues.", inputSchema: { type: "object", properties: {} }, annotations: { readOnlyHint: true } }] },
      });
    };
    await bind(team.organisationId, "linear");
    await bind(otherTeam.organisationId, "jira");
  });

  it("an admin's run lists its organisation's vendor servers with their tools, and none of another organisation's", async () => {
    const taskId = await createTask(["os.list_tool_bindings"]);
    const run = await runToEnd(taskId, [turn("os__list_tool_bindings", {}), { text: "listed" }], team.adminToken);
    const [listed] = calls(run);
    expect(listed.outcome).toBe("ok");
    expect(answer(listed).vendorToolServers).toEqual([
      { vendor: "linear", description: "", status: "connected", logins: [expect.objectContaining({ scope: "organisation", status: "connected" })], tools: ["linear.list_issues"], toolsOff: [] },
    ]);
  });

  it("an editor's run never answers it", async () => {
    const taskId = await createTask(["os.list_tool_bindings"]);
    const run = await runToEnd(taskId, [turn("os__list_tool_bindings", {}), { text: "tried" }], team.editorToken);
    const [refused] = calls(run);
    // Seed "running tools": an admin-only tool is never offered to a non-admin's run; its handler never starts.
    expect(refused).toMatchObject({ tool: "os.list_tool_bindings", outcome: "handed_back", code: "not_offered" });
    expect(refused.result).toBe("ERROR: tool os__list_tool_bindings is not offered this run\n\nremaining_tool_calls: 20");
  });
});
