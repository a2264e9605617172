import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTask } from "@/app/v1/tasks/[id]/route";
import { GET as listTasks, POST as postTask } from "@/app/v1/tasks/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

type TaskBody = { id: string; name: string; tools: string[]; gates: string[]; declarations: { tool: string; pins: unknown[] }[] };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

async function save(body: unknown, token = team.adminToken) {
  return read<TaskBody>(await postTask(apiRequest("/v1/tasks", { token, body }), noParams));
}

describe("POST /v1/tasks", () => {
  it("saves CONTRACT.md's example: 201 Task with its declarations parsed", async () => {
    const { status, body } = await save({
      name: "Mail triage",
      tools: ["workspace.read_file", "os.mail_send#to=a@x.org,b@x.org", "os.mail_reply#!thread=t1", "os.set_gate_summary", "os.set_context"],
      gates: ["os.set_context"],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(String),
      name: "Mail triage",
      tools: ["workspace.read_file", "os.mail_send#to=a@x.org,b@x.org", "os.mail_reply#!thread=t1", "os.set_gate_summary", "os.set_context"],
      gates: ["os.set_context"],
    });
    expect(body.declarations).toContainEqual({ tool: "os.mail_send", pins: [{ field: "to", values: ["a@x.org", "b@x.org"], fatal: false }] });
    expect(body.declarations).toContainEqual({ tool: "os.mail_reply", pins: [{ field: "thread", values: ["t1"], fatal: true }] });
  });

  it("accepts a connector's tool outside the built-in namespaces", async () => {
    const { status } = await save({ name: "Merge", tools: ["github.merge_pull_request", "os.set_gate_summary", "slack.post_message"] });
    expect(status).toBe(201);
  });

  it.each([
    ["tool_unknown", ["workspace.read_file", "os.does_not_exist"], "os.does_not_exist"],
    ["tool_unknown", ["memory.forget"], "memory.forget"],
    ["tool_not_run_callable", ["os.start_task"], "os.start_task"],
    ["gate_summary_required", ["os.mail_reply"], "os.mail_reply"],
    ["gate_summary_required", ["github.merge_pull_request"], "github.merge_pull_request"],
    ["gate_summary_required", ["os.set_gate_summary", "workspace.read_file"], "os.set_gate_summary"],
  ])("refuses with 422 %s naming the tool (%j)", async (code, tools, tool) => {
    const { status, body } = await save({ name: "Refused", tools });
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code, message: expect.any(String), tool } });
  });

  it("refuses a gate on a tool the task does not declare", async () => {
    const { status, body } = await save({ name: "Gated", tools: ["workspace.read_file"], gates: ["os.set_context"] });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "invalid_request", tool: "os.set_context", details: [{ path: "gates.0" }] } });
  });

  it("saves nothing when refused", async () => {
    await save({ name: "Never saved", tools: ["os.start_task"] });
    expect(await prisma.task.count({ where: { name: "Never saved" } })).toBe(0);
  });

  it("is for admins", async () => {
    expect((await save({ name: "x", tools: [] }, team.editorToken)).status).toBe(403);
    expect((await postTask(apiRequest("/v1/tasks", { body: { name: "x", tools: [] } }), noParams)).status).toBe(401);
  });
});

describe("GET /v1/tasks and /v1/tasks/:id", () => {
  it("lists and reads the organisation's tasks; another organisation's is 404", async () => {
    const created = (await save({ name: "Readable", tools: ["workspace.read_file"] })).body;
    const listed = await read<{ tasks: TaskBody[] }>(await listTasks(apiRequest("/v1/tasks", { token: team.editorToken }), noParams));
    expect(listed.status).toBe(200);
    expect(listed.body.tasks.map((task) => task.id)).toContain(created.id);

    const got = await read<TaskBody>(await getTask(apiRequest(`/v1/tasks/${created.id}`, { token: team.ceoToken }), params({ id: created.id })));
    expect(got).toMatchObject({ status: 200, body: { id: created.id, tools: ["workspace.read_file"] } });

    const foreign = await read(await getTask(apiRequest(`/v1/tasks/${created.id}`, { token: otherTeam.adminToken }), params({ id: created.id })));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    const otherList = await read<{ tasks: TaskBody[] }>(await listTasks(apiRequest("/v1/tasks", { token: otherTeam.adminToken }), noParams));
    expect(otherList.body.tasks.map((task) => task.id)).not.toContain(created.id);
  });
});
