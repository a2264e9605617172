import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteTask, GET as getTask, PATCH as patchTask } from "@/app/v1/tasks/[id]/route";
import { GET as listTasks, POST as postTask } from "@/app/v1/tasks/route";
import { GET as getRunRoute } from "@/app/v1/runs/[id]/route";
import { POST as postRun } from "@/app/v1/runs/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { listGates } from "@/lib/server/gates/list-gates";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Curation and people: PATCH /v1/tasks/:id (admin) → 200 Task with a new version, checked as on
// create; runs keep the version they started with. DELETE /v1/tasks/:id → 204; its runs stay readable.

type TaskBody = { id: string; name: string; tools: string[]; gates: string[]; version: number };
type RunBody = { id: string; status: string; taskId: string | null; turns: { calls: { name: string; outcome: string; code: string | null }[] }[] };

const prisma = testPrisma();
let worker: RunningWorker;
let team: Team;
let otherTeam: Team;
let agentId: string;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Curated agent" } })).id;
});

afterAll(async () => {
  await worker.stop();
});

async function create(body: unknown, token = team.adminToken) {
  return read<TaskBody>(await postTask(apiRequest("/v1/tasks", { token, body }), noParams));
}

async function patch(id: string, body: unknown, token = team.adminToken) {
  return read<TaskBody>(await patchTask(apiRequest(`/v1/tasks/${id}`, { method: "PATCH", token, body }), params({ id })));
}

async function remove(id: string, token = team.adminToken) {
  return deleteTask(apiRequest(`/v1/tasks/${id}`, { method: "DELETE", token }), params({ id }));
}

async function startRun(taskId: string, script: unknown[]) {
  const body = { agentId, taskId, kind: "direct", input: "Go.", model: { provider: "scripted", script } };
  return read<{ id: string }>(await postRun(apiRequest("/v1/runs", { token: team.adminToken, body }), noParams));
}

async function runOf(id: string) {
  return read<RunBody>(await getRunRoute(apiRequest(`/v1/runs/${id}`, { token: team.editorToken }), params({ id })));
}

describe("PATCH /v1/tasks/:id", () => {
  it("saves a change as a new version, and a request that changes nothing as the same one", async () => {
    const created = await create({ name: "Triage", tools: ["os.set_context", "os.get_context"] });
    expect(created.body.version).toBe(1);
    const renamed = await patch(created.body.id, { name: "Mail triage" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: "Mail triage", tools: ["os.set_context", "os.get_context"], version: 2 });
    const gated = await patch(created.body.id, { tools: [" os.set_context", "os.get_context "], gates: ["os.set_context", "os.set_context"] });
    expect(gated.body).toMatchObject({ tools: ["os.set_context", "os.get_context"], gates: ["os.set_context"], version: 3 });
    expect((await patch(created.body.id, { name: "Mail triage", gates: ["os.set_context"] })).body.version).toBe(3);
    const read_ = await read<TaskBody>(await getTask(apiRequest(`/v1/tasks/${created.body.id}`, { token: team.editorToken }), params({ id: created.body.id })));
    expect(read_.body).toMatchObject({ name: "Mail triage", version: 3 });
    const versions = await prisma.taskVersion.findMany({ where: { taskId: created.body.id }, orderBy: { version: "asc" } });
    expect(versions.map((version) => [version.version, version.name, version.gates])).toEqual([
      [1, "Triage", []],
      [2, "Mail triage", []],
      [3, "Mail triage", ["os.set_context"]],
    ]);
  });

  it.each([
    ["tool_unknown", { tools: ["os.does_not_exist"] }, "os.does_not_exist"],
    ["tool_not_run_callable", { tools: ["os.start_task"] }, "os.start_task"],
    ["gate_summary_required", { tools: ["os.mail_reply"] }, "os.mail_reply"],
  ])("refuses %s as create does, and keeps the version (%j)", async (code, change, tool) => {
    const created = await create({ name: "Kept", tools: ["os.get_context"] });
    const refused = await patch(created.body.id, change);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { code, message: expect.any(String), tool } });
    expect(await prisma.task.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({ tools: ["os.get_context"], version: 1 });
  });

  it("refuses a gate the new declarations no longer declare, and a body it does not know", async () => {
    const created = await create({ name: "Gated", tools: ["os.set_context"], gates: ["os.set_context"] });
    const dropped = await patch(created.body.id, { tools: ["os.get_context"] });
    expect(dropped.status).toBe(422);
    expect(dropped.body).toMatchObject({ error: { code: "invalid_request", tool: "os.set_context" } });
    expect((await patch(created.body.id, { isClone: true })).status).toBe(422);
    expect((await patch(created.body.id, { name: "" })).status).toBe(422);
  });

  it("is for admins; another organisation's task and a made-up id get the same 404", async () => {
    const created = await create({ name: "Mine", tools: [] });
    expect((await patch(created.body.id, { name: "Theirs" }, team.editorToken)).status).toBe(403);
    const foreign = await create({ name: "Foreign", tools: [] }, otherTeam.adminToken);
    const madeUp = "00000000-0000-4000-8000-000000000000";
    const [theirs, none] = [await patch(foreign.body.id, { name: "Taken" }), await patch(madeUp, { name: "Taken" })];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(foreign.body.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await prisma.task.findUniqueOrThrow({ where: { id: foreign.body.id } })).name).toBe("Foreign");
  });
});

describe("a run keeps the task version it started with", () => {
  it("a waiting run still calls what its version declared after the task drops it; a new run cannot", async () => {
    const task = await create({ name: "Versioned", tools: ["os.set_context", "os.get_context"], gates: ["os.set_context"] });
    const setting = { name: "os__set_context", arguments: { key: "customer", value: "Globex" } };
    const script = [{ calls: [setting] }, { calls: [{ name: "os__get_context", arguments: {} }] }, { text: "done" }];
    const started = await startRun(task.body.id, script);
    expect(await waitForRunStatus(prisma, started.body.id, ["waiting", "failed", "succeeded"])).toBe("waiting");

    expect((await patch(task.body.id, { tools: ["os.set_context"] })).body.version).toBe(2);
    const { gates } = await listGates(prisma, { userId: team.ceo.id, organisationId: team.organisationId, roles: ["ceo"] }, { status: "open" });
    const gate = gates.find((candidate) => candidate.runId === started.body.id);
    if (!gate) throw new Error("the gate did not appear");
    await decideGate(prisma, { userId: team.ceo.id, organisationId: team.organisationId, roles: ["ceo"] }, gate.id, { decision: "approve" });
    expect(await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"])).toBe("succeeded");
    const old = await runOf(started.body.id);
    expect(old.body.turns[1].calls[0]).toMatchObject({ name: "os__get_context", outcome: "ok" });

    const fresh = await startRun(task.body.id, [{ calls: [{ name: "os__get_context", arguments: {} }] }, { text: "done" }]);
    await waitForRunStatus(prisma, fresh.body.id, ["succeeded", "failed"]);
    const call = (await runOf(fresh.body.id)).body.turns[0].calls[0];
    expect(call.outcome).not.toBe("ok");
    expect(await prisma.run.findUniqueOrThrow({ where: { id: fresh.body.id }, select: { taskVersion: true } })).toEqual({ taskVersion: 2 });
  });
});

describe("DELETE /v1/tasks/:id", () => {
  it("204: the task leaves the list and reads as unknown, its runs stay readable, and no new run or call names it", async () => {
    const task = await create({ name: "Short-lived", tools: ["os.get_context"] });
    const run = await startRun(task.body.id, [{ text: "done" }]);
    await waitForRunStatus(prisma, run.body.id, ["succeeded", "failed"]);

    expect((await remove(task.body.id, team.editorToken)).status).toBe(403);
    const deleted = await remove(task.body.id);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");

    const list = await read<{ tasks: TaskBody[] }>(await listTasks(apiRequest("/v1/tasks", { token: team.adminToken }), noParams));
    expect(list.body.tasks.map((entry) => entry.id)).not.toContain(task.body.id);
    const madeUp = "00000000-0000-4000-8000-000000000001";
    const gone = await read(await getTask(apiRequest(`/v1/tasks/${task.body.id}`, { token: team.adminToken }), params({ id: task.body.id })));
    const none = await read(await getTask(apiRequest(`/v1/tasks/${madeUp}`, { token: team.adminToken }), params({ id: madeUp })));
    expect(gone.status).toBe(404);
    expect(gone.text.replaceAll(task.body.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));

    const kept = await runOf(run.body.id);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: run.body.id, taskId: task.body.id, status: "succeeded" });

    const refused = await startRun(task.body.id, [{ text: "never" }]);
    expect(refused.status).toBe(404);
    const call = await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, taskId: task.body.id, tool: "os.get_context", arguments: {} } }), noParams);
    expect(call.status).toBe(404);
    expect((await patch(task.body.id, { name: "Back" })).status).toBe(404);
    expect((await remove(task.body.id)).status).toBe(404);
  });

  it("another organisation's task is deleted as little as a made-up one", async () => {
    const foreign = await create({ name: "Foreign", tools: [] }, otherTeam.adminToken);
    const madeUp = "00000000-0000-4000-8000-000000000002";
    const [theirs, none] = [await read(await remove(foreign.body.id)), await read(await remove(madeUp))];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(foreign.body.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await prisma.task.findUniqueOrThrow({ where: { id: foreign.body.id } })).deletedAt).toBeNull();
  });
});
