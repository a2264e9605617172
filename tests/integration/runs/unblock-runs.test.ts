// Issue 18, items 2 and 4, through real runs: started over the API, played by the scripted model, answered
// by the worker. os.inspect_enterprise, os.list_blockers, os.retry_run, os.route_run, os.clear_run and
// os.escalate_run: each answer and error, the read class under a read-only credential, the retry class (a
// repeat in the next turn, then the state checked), and the acting user's rights (an editor's run against an
// admin's run). A retried failed run resumes to success with the same id, with its budget and cap again.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { GET as getBuiltInTool } from "@/app/v1/tools/built-in/[name]/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

type CallRecord = { tool: string | null; outcome: string; code: string | null; result: string | null };
type RunBody = { id: string; status: string; output: string | null; remainingToolCalls: number; failure: { code: string; message: string } | null; turns: { calls: CallRecord[] }[] };
type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const UNBLOCK_TOOLS = ["os.retry_run", "os.route_run", "os.clear_run", "os.escalate_run"];
const STATE_TOOLS = ["os.inspect_enterprise", "os.directory", "os.list_blockers", "os.list_open_gates"];

const prisma = testPrisma();
let team: Team;
let other: Team;
let sales: string;
let stuckAgent: string;
let helper: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  sales = (await prisma.guild.create({ data: { organisationId: team.organisationId, name: "Sales" } })).id;
  // One turn and one tool call: a run that calls a tool then wants a second turn fails on its iteration cap.
  stuckAgent = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Stuck agent", toolCallBudget: 1, maxIterations: 1, guildId: sales } })).id;
  helper = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Unblocker", toolCallBudget: 40, maxIterations: 20 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const turn = (...calls: [string, Prisma.InputJsonObject][]): ScriptTurn => ({ calls: calls.map(([name, input]) => ({ name, arguments: input })) });

async function readRun(token: string, runId: string): Promise<RunBody> {
  return (await read<RunBody>(await getRun(apiRequest(`/v1/runs/${runId}`, { token }), params({ id: runId })))).body;
}

async function start(of: Team, token: string, agentId: string, tools: string[], script: ScriptTurn[]): Promise<string> {
  const taskId = (await prisma.task.create({ data: { organisationId: of.organisationId, name: `Task ${Math.random()}`, tools } })).id;
  const body = { agentId, taskId, kind: "direct", input: "Move the work along.", model: { provider: "scripted", script } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token, body }), noParams));
  expect(started.status).toBe(202);
  return started.body.id;
}

/** A run of the stuck agent started by `token`'s user that fails on its iteration cap after one call; a retry's next turn answers. */
async function failedRun(token: string): Promise<string> {
  const runId = await start(team, token, stuckAgent, ["os.directory"], [turn(["os__directory", {}]), { text: "resumed and done" }]);
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("failed");
  return runId;
}

/** The helper agent's run, started by `token`'s user, playing `script` then answering "done". */
async function act(token: string, tools: string[], script: ScriptTurn[]): Promise<{ runId: string; calls: CallRecord[] }> {
  const runId = await start(team, token, helper, tools, [...script, { text: "done" }]);
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
  return { runId, calls: (await readRun(token, runId)).turns.flatMap((each) => each.calls) };
}

const outcomes = (calls: CallRecord[]) => calls.map((call) => [call.tool, call.outcome, call.code]);
const resultOf = (call: CallRecord) => JSON.parse(call.result!.replace(/\n\nremaining_tool_calls: \d+$/, ""));

describe("os.retry_run", () => {
  it("queues a failed run again: it resumes from its committed turn to success, same id, with its budget and cap again; a repeat changes nothing", async () => {
    const failed = await failedRun(team.adminToken);
    const before = await readRun(team.adminToken, failed);
    expect(before.failure?.code).toBe("iteration_cap_reached");
    expect(before.remainingToolCalls).toBe(0);
    const { runId: actor, calls } = await act(team.adminToken, UNBLOCK_TOOLS, [
      turn(["os__retry_run", { run: failed, note: "The cap was too tight; go on." }]),
      turn(["os__retry_run", { run: failed, note: "The cap was too tight; go on." }]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["os.retry_run", "ok", null],
      ["os.retry_run", "ok", null],
    ]);
    expect(resultOf(calls[0]!)).toMatchObject({ id: failed, status: "queued", changed: true });
    expect(resultOf(calls[1]!)).toMatchObject({ id: failed, changed: false });
    expect(await waitForRunStatus(prisma, failed, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    const after = await readRun(team.adminToken, failed);
    expect(after).toMatchObject({ id: failed, status: "succeeded", output: "resumed and done", failure: null });
    // The committed turn was replayed, not played again: one call of os.directory, then the answer.
    expect(after.turns.map((each) => each.calls.map((call) => call.tool))).toEqual([["os.directory"], []]);
    expect(after.remainingToolCalls).toBe(1);
    // A second retry, once it succeeded, changes nothing.
    const again = await act(team.adminToken, UNBLOCK_TOOLS, [turn(["os__retry_run", { run: failed }])]);
    expect(resultOf(again.calls[0]!)).toMatchObject({ id: failed, status: "succeeded", changed: false });
    const events = await prisma.runEvent.findMany({ where: { runId: failed } });
    expect(events.map((event) => [event.kind, event.actorUserId, event.actorRunId, event.note])).toEqual([["retried", team.admin.id, actor, "The cap was too tight; go on."]]);
  });
});

describe("os.route_run, os.escalate_run and os.clear_run", () => {
  it("hand the run on, put it before the CEO and close it as cancelled with the note; each repeat changes nothing; each is on the timeline", async () => {
    const failed = await failedRun(team.editorToken);
    const { runId: actor, calls } = await act(team.adminToken, UNBLOCK_TOOLS, [
      turn(["os__route_run", { run: failed, to: team.ceo.id, note: "Yours now." }]),
      turn(["os__route_run", { run: failed, to: team.ceo.id, note: "Yours now." }]),
      turn(["os__escalate_run", { run: failed, note: "Decide whether we still need it." }]),
      turn(["os__escalate_run", { run: failed, note: "Decide whether we still need it." }]),
      turn(["os__clear_run", { run: failed, note: "No longer needed." }]),
      turn(["os__clear_run", { run: failed, note: "No longer needed." }]),
    ]);
    expect(outcomes(calls).every(([, outcome]) => outcome === "ok")).toBe(true);
    expect(resultOf(calls[0]!)).toMatchObject({ status: "failed", owner: { kind: "user", id: team.ceo.id }, changed: true });
    expect(resultOf(calls[1]!)).toMatchObject({ owner: { kind: "user", id: team.ceo.id }, changed: false });
    expect(resultOf(calls[2]!)).toMatchObject({ escalation: { note: "Decide whether we still need it." }, changed: true });
    expect(resultOf(calls[3]!)).toMatchObject({ escalation: { note: "Decide whether we still need it." }, changed: false });
    expect(resultOf(calls[4]!)).toMatchObject({ status: "cancelled", escalation: null, changed: true });
    expect(resultOf(calls[5]!)).toMatchObject({ status: "cancelled", changed: false });
    const row = await prisma.run.findUniqueOrThrow({ where: { id: failed } });
    expect([row.status, row.failureCode, row.failureMessage]).toEqual(["cancelled", "cleared", "The run was cleared: No longer needed."]);
    const events = await prisma.runEvent.findMany({ where: { runId: failed }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => [event.kind, event.actorUserId, event.actorRunId, event.note])).toEqual([
      ["routed", team.admin.id, actor, "Yours now."],
      ["escalated", team.admin.id, actor, "Decide whether we still need it."],
      ["cleared", team.admin.id, actor, "No longer needed."],
    ]);
  });

  it("answer their declared errors: a made-up or foreign run, a run that is not stuck, an unknown route target", async () => {
    const foreignAgent = await prisma.agent.create({ data: { organisationId: other.organisationId, name: "Theirs" } });
    const foreign = await start(other, other.adminToken, foreignAgent.id, ["os.directory"], [{ text: "fine" }]);
    expect(await waitForRunStatus(prisma, foreign, ["succeeded"], 60_000)).toBe("succeeded");
    const done = await act(team.adminToken, ["os.directory"], []);
    const failed = await failedRun(team.adminToken);
    const { calls } = await act(team.adminToken, UNBLOCK_TOOLS, [
      turn(["os__retry_run", { run: "run-that-never-was" }], ["os__clear_run", { run: foreign, note: "Not yours." }], ["os__escalate_run", { run: foreign, note: "Not yours." }], ["os__clear_run", { run: "run-that-never-was", note: "Not yours." }]),
      turn(["os__retry_run", { run: done.runId }], ["os__route_run", { run: done.runId, to: team.editor.id }], ["os__clear_run", { run: done.runId, note: "x" }], ["os__escalate_run", { run: done.runId, note: "x" }]),
      turn(["os__route_run", { run: failed, to: "nobody-at-all" }], ["os__route_run", { run: failed, to: other.editor.id }]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["os.retry_run", "tool_error", "run_not_found"],
      ["os.clear_run", "tool_error", "run_not_found"],
      ["os.escalate_run", "tool_error", "run_not_found"],
      ["os.clear_run", "tool_error", "run_not_found"],
      ["os.retry_run", "tool_error", "run_not_blocked"],
      ["os.route_run", "tool_error", "run_not_blocked"],
      ["os.clear_run", "tool_error", "run_not_blocked"],
      ["os.escalate_run", "tool_error", "run_not_blocked"],
      ["os.route_run", "tool_error", "route_target_not_found"],
      ["os.route_run", "tool_error", "route_target_not_found"],
    ]);
    // A foreign id reads as a made-up one.
    expect(calls[1]!.result!.replace(foreign, "ID").replace(/remaining_tool_calls: \d+/, "")).toBe(calls[3]!.result!.replace("run-that-never-was", "ID").replace(/remaining_tool_calls: \d+/, ""));
    expect(calls[0]!.result).toMatch(/^ERROR: run_not_found: no run this member can see/);
    expect((await prisma.run.findUniqueOrThrow({ where: { id: foreign } })).status).toBe("succeeded");
    expect((await prisma.run.findUniqueOrThrow({ where: { id: failed } })).ownerKind).toBeNull();
  });
});

describe("the acting user's rights", () => {
  it("an editor's run may not retry, route or clear an admin's run, and may escalate it", async () => {
    const adminsRun = await failedRun(team.adminToken);
    const { calls } = await act(team.editorToken, UNBLOCK_TOOLS, [
      turn(["os__retry_run", { run: adminsRun }], ["os__route_run", { run: adminsRun, to: team.editor.id }], ["os__clear_run", { run: adminsRun, note: "Mine to end?" }]),
      turn(["os__escalate_run", { run: adminsRun, note: "The admin's run is stuck." }]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["os.retry_run", "tool_error", "not_permitted"],
      ["os.route_run", "tool_error", "not_permitted"],
      ["os.clear_run", "tool_error", "not_permitted"],
      ["os.escalate_run", "ok", null],
    ]);
    const row = await prisma.run.findUniqueOrThrow({ where: { id: adminsRun } });
    expect([row.status, row.ownerKind, row.escalationNote]).toEqual(["failed", null, "The admin's run is stuck."]);
    expect(await prisma.runEvent.count({ where: { runId: adminsRun } })).toBe(1);
  });
});

describe("company state: os.inspect_enterprise and os.list_blockers", () => {
  it("count the runs and blockers by team and list the stuck runs with their owner; a made-up team is team_not_found", async () => {
    const stuck = await failedRun(team.editorToken);
    const { calls } = await act(team.adminToken, [...STATE_TOOLS, "memory.train"], [
      turn(["os__inspect_enterprise", {}], ["os__inspect_enterprise", { team: sales }], ["os__inspect_enterprise", { team: "team-that-never-was" }]),
      turn(["os__list_blockers", { team: sales, limit: 100 }], ["os__list_blockers", { team: sales, limit: 100 }]),
      turn(["memory__train", { layer: "task", content: "A note." }]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["os.inspect_enterprise", "ok", null],
      ["os.inspect_enterprise", "ok", null],
      ["os.inspect_enterprise", "tool_error", "team_not_found"],
      ["os.list_blockers", "ok", null],
      ["os.list_blockers", "ok", null],
      // No writing os.* tool on the task: the run's credential is read-only.
      ["memory.train", "tool_error", "read_only_credential"],
    ]);
    const whole = resultOf(calls[0]!);
    expect(whole.runs.failed).toBeGreaterThanOrEqual(1);
    expect(whole.members).toMatchObject({ people: 3 });
    expect(whole.byTeam.map((part: { team: { name: string } | null }) => part.team?.name ?? null)).toContain("Sales");
    const salesPart = resultOf(calls[1]!);
    expect(salesPart.teams).toBe(1);
    expect(salesPart.needsAttention.some((blocker: { runId: string }) => blocker.runId === stuck)).toBe(true);
    // Safe: the repeat answers the same.
    expect(calls[4]!.result!.replace(/\n\nremaining_tool_calls: \d+$/, "")).toBe(calls[3]!.result!.replace(/\n\nremaining_tool_calls: \d+$/, ""));
    const listed = resultOf(calls[3]!).blockers.find((blocker: { runId: string }) => blocker.runId === stuck);
    expect(listed).toMatchObject({ status: "failed", blockedBy: "failed", team: { id: sales, name: "Sales" }, owner: { kind: "user", id: team.editor.id } });
    // Only this organisation's runs.
    const foreignBlocker = await prisma.run.findFirst({ where: { organisationId: other.organisationId } });
    if (foreignBlocker) expect(calls[3]!.result).not.toContain(foreignBlocker.id);
  });

  it("are declared read and safe; the unblocking tools write and are idempotent", async () => {
    for (const name of ["os.inspect_enterprise", "os.list_blockers"]) {
      const info = await read<{ access: string; retry: string; status: string }>(await getBuiltInTool(apiRequest(`/v1/tools/built-in/${name}`, { token: team.editorToken }), params({ name })));
      expect(info.body).toMatchObject({ access: "read", retry: "safe", status: "available" });
    }
    for (const name of UNBLOCK_TOOLS) {
      const info = await read<{ access: string; retry: string; status: string }>(await getBuiltInTool(apiRequest(`/v1/tools/built-in/${name}`, { token: team.editorToken }), params({ name })));
      expect(info.body).toMatchObject({ access: "write", retry: "idempotent", status: "available" });
    }
  });
});
