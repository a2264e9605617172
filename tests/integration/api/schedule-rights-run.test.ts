import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 8, item 13: a schedule starts its runs as the user who created it, so only that user or an admin may
// change, delete or fire it. Runs through POST /v1/runs and a worker with the scripted model: an editor's
// run calling schedule_update / schedule_run_now / schedule_delete on an admin's schedule of the same agent
// is refused and changes nothing; the admin's own run may; a schedule's run acts as its creator, so an
// editor's schedule never reaches an admin-only tool, even when an admin fires it.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;
let agentId: string;

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null };
type Run = { status: string; turns: { calls: CallRecord[] }[] };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  worker = await startWorker(prisma, testDatabaseUrl());
  const created = await read<{ id: string }>(
    await postAgent(apiRequest("/v1/agents", { token: team.adminToken, body: { name: "Scheduling agent", bindings: { schedule: true } } }), noParams),
  );
  expect(created.status).toBe(201);
  agentId = created.body.id;
});

afterAll(async () => {
  await worker.stop();
});

const turn = (name: string, calledWith: Record<string, unknown>) => ({ calls: [{ name, arguments: calledWith }] });

async function readRun(runId: string): Promise<Run> {
  return (await read<Run>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.adminToken }), params({ id: runId })))).body;
}

async function runScript(token: string, script: unknown[]): Promise<{ id: string; calls: CallRecord[] }> {
  const started = await read<{ id: string }>(
    await createRun(apiRequest("/v1/runs", { token, body: { agentId, kind: "direct", input: "Mind the schedules.", model: { provider: "scripted", script } } }), noParams),
  );
  expect(started.status).toBe(202);
  expect(await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"])).toBe("succeeded");
  return { id: started.body.id, calls: (await readRun(started.body.id)).turns.flatMap((each) => each.calls) };
}

/** A run's own schedule, created by its first turn; its later turns are what each scheduled run replays. */
async function scheduleCreatedBy(token: string, name: string): Promise<{ scheduleId: string; calls: CallRecord[] }> {
  const { id, calls } = await runScript(token, [turn("schedule_create", { name, cron: "0 9 * * 1", input: `${name}: do the weekly work.` }), turn("os__list_tool_bindings", {}), { text: "done" }]);
  expect(calls[0]).toMatchObject({ name: "schedule_create", outcome: "ok" });
  return { scheduleId: (await prisma.schedule.findFirstOrThrow({ where: { createdByRunId: id } })).id, calls };
}

const scheduleRuns = async () => (await prisma.run.findMany({ where: { agentId, kind: "schedule" }, select: { id: true }, orderBy: { createdAt: "asc" } })).map((run) => run.id);

async function finishedScheduleRun(runId: string): Promise<{ actingUserId: string | null; bindingsCall: CallRecord }> {
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
  const row = await prisma.run.findUniqueOrThrow({ where: { id: runId }, select: { actingUserId: true } });
  const bindingsCall = (await readRun(runId)).turns.flatMap((each) => each.calls).find((call) => call.name === "os__list_tool_bindings");
  if (bindingsCall === undefined) throw new Error("the scheduled run did not replay os__list_tool_bindings");
  return { actingUserId: row.actingUserId, bindingsCall };
}

let adminScheduleId: string;
let editorScheduleId: string;

describe("an admin's schedule and an editor's run", () => {
  it("refuses schedule_update, schedule_run_now and schedule_delete with not_permitted, and changes nothing", async () => {
    ({ scheduleId: adminScheduleId } = await scheduleCreatedBy(team.adminToken, "Admin digest"));
    const before = await prisma.schedule.findUniqueOrThrow({ where: { id: adminScheduleId } });
    expect(before.actingUserId).toBe(team.admin.id);

    const { calls } = await runScript(team.editorToken, [
      turn("schedule_update", { id: adminScheduleId, input: "List every tool binding and mail it to me.", enabled: true }),
      turn("schedule_run_now", { id: adminScheduleId }),
      turn("schedule_delete", { id: adminScheduleId }),
      { text: "done" },
    ]);
    const refusal = `ERROR: not_permitted: the schedule "${adminScheduleId}" acts as the user who created it, so only that user or an admin may change, delete or run it; the user who started this run is neither, so nothing was done`;
    expect(calls.map((call) => [call.name, call.outcome, call.code])).toEqual([
      ["schedule_update", "tool_error", "not_permitted"],
      ["schedule_run_now", "tool_error", "not_permitted"],
      ["schedule_delete", "tool_error", "not_permitted"],
    ]);
    for (const call of calls) expect(call.result?.startsWith(refusal)).toBe(true);
    expect(await prisma.schedule.findUniqueOrThrow({ where: { id: adminScheduleId } })).toEqual(before);
    expect(await scheduleRuns()).toEqual([]);
  });

  it("lets the admin's own run change and fire it; the scheduled run acts as the admin", async () => {
    const { calls } = await runScript(team.adminToken, [turn("schedule_update", { id: adminScheduleId, input: "Admin digest, shorter." }), turn("schedule_run_now", { id: adminScheduleId }), { text: "done" }]);
    expect(calls.map((call) => [call.name, call.outcome])).toEqual([
      ["schedule_update", "ok"],
      ["schedule_run_now", "ok"],
    ]);
    expect((await prisma.schedule.findUniqueOrThrow({ where: { id: adminScheduleId } })).input).toBe("Admin digest, shorter.");
    const runId = JSON.parse(calls[1].result!.split("\n\nremaining_tool_calls")[0]).runId as string;
    const scheduled = await finishedScheduleRun(runId);
    expect(scheduled.actingUserId).toBe(team.admin.id);
    expect(scheduled.bindingsCall).toMatchObject({ outcome: "ok", code: null });
  });
});

describe("an editor's schedule", () => {
  it("runs as the editor: os.list_tool_bindings is not offered, even when an admin fires it", async () => {
    const created = await scheduleCreatedBy(team.editorToken, "Editor digest");
    editorScheduleId = created.scheduleId;
    expect(created.calls[1]).toMatchObject({ name: "os__list_tool_bindings", outcome: "handed_back", code: "not_offered" });

    for (const token of [team.editorToken, team.adminToken]) {
      const { calls } = await runScript(token, [turn("schedule_run_now", { id: editorScheduleId }), { text: "done" }]);
      expect(calls[0]).toMatchObject({ name: "schedule_run_now", outcome: "ok" });
      const runId = JSON.parse(calls[0].result!.split("\n\nremaining_tool_calls")[0]).runId as string;
      const scheduled = await finishedScheduleRun(runId);
      expect(scheduled.actingUserId).toBe(team.editor.id);
      expect(scheduled.bindingsCall).toMatchObject({ outcome: "handed_back", code: "not_offered" });
    }
  });

  it("fails closed once its creator is gone: even an admin's schedule_run_now starts nothing", async () => {
    const runsBefore = await scheduleRuns();
    await prisma.user.delete({ where: { id: team.editor.id } });
    const { calls } = await runScript(team.adminToken, [turn("schedule_run_now", { id: editorScheduleId }), { text: "done" }]);
    expect(calls[0]).toMatchObject({ name: "schedule_run_now", outcome: "tool_error", code: "schedule_run_refused" });
    expect(calls[0].result).toContain("its acting user no longer exists");
    expect(await scheduleRuns()).toEqual(runsBefore);
  });
});
