import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAgent, PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { GET as listAgents, POST as postAgent } from "@/app/v1/agents/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

type AgentBody = {
  id: string;
  name: string;
  flags: Record<string, boolean | null>;
  bindings: Record<string, boolean>;
  resolvedBindings: Record<string, boolean>;
  toolCallBudget: number;
  maxIterations: number;
  previews: boolean;
};

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  await prisma.organisation.update({ where: { id: team.organisationId }, data: { defaultBindings: { note: true, record: true } } });
});

async function create(token: string, body: unknown) {
  return read<AgentBody>(await postAgent(apiRequest("/v1/agents", { token, body }), noParams));
}

describe("POST /v1/agents", () => {
  it("creates an agent: 201 with its id, flags, bindings and budgets", async () => {
    const { status, body } = await create(team.adminToken, {
      name: "Researcher",
      flags: { browser: true, coding: false },
      bindings: { note: false, script: true },
      toolCallBudget: 30,
      maxIterations: 12,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(String),
      name: "Researcher",
      flags: { browser: true, coding: false, scripting: null, memory: null },
      bindings: { note: false, script: true },
      resolvedBindings: { note: false, record: true, memory: false, script: true, schedule: false, secret: false, group_post: false },
      toolCallBudget: 30,
      maxIterations: 12,
      previews: true,
    });
  });

  it("uses the defaults for what the body leaves out", async () => {
    const { status, body } = await create(team.adminToken, { name: "Plain" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ toolCallBudget: 50, maxIterations: 20, bindings: {}, flags: { browser: null } });
  });

  it.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(201) }, "name"],
    [{ name: "a", flags: { browser: "yes" } }, "flags.browser"],
    [{ name: "a", bindings: { telepathy: true } }, "bindings.telepathy"],
    [{ name: "a", bindings: { note: "on" } }, "bindings.note"],
    [{ name: "a", toolCallBudget: 0 }, "toolCallBudget"],
    [{ name: "a", toolCallBudget: 10_001 }, "toolCallBudget"],
    [{ name: "a", maxIterations: 1.5 }, "maxIterations"],
    [{ name: "a", maxIterations: 1001 }, "maxIterations"],
    [{ name: "a", previews: "no" }, "previews"],
  ])("refuses %j with 422 naming %s", async (body, path) => {
    const { status, body: answer } = await create(team.adminToken, body);
    expect(status).toBe(422);
    const error = (answer as unknown as { error: { code: string; message: string; details: { path: string }[] } }).error;
    expect(error.code).toBe("invalid_request");
    expect(error.message).toContain(path);
    expect(error.details.map((detail) => detail.path)).toContain(path);
  });

  it("answers bad JSON with 400 invalid_json", async () => {
    const { status, body } = await read(await postAgent(apiRequest("/v1/agents", { token: team.adminToken, rawBody: "{name:" }), noParams));
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_json");
  });

  it("is for admins: an editor's token gets 403", async () => {
    expect((await create(team.editorToken, { name: "Nope" })).status).toBe(403);
  });
});

describe("GET and PATCH /v1/agents/:id", () => {
  it("reads, lists and updates an agent; PATCH keeps what it leaves out", async () => {
    const created = (await create(team.adminToken, { name: "Writer", flags: { coding: true }, bindings: { note: true } })).body;
    const got = await read<AgentBody>(await getAgent(apiRequest(`/v1/agents/${created.id}`, { token: team.editorToken }), params({ id: created.id })));
    expect(got).toMatchObject({ status: 200, body: { id: created.id, name: "Writer" } });

    const patch = apiRequest(`/v1/agents/${created.id}`, {
      method: "PATCH",
      token: team.adminToken,
      body: { name: "Editor bot", flags: { browser: true }, bindings: { note: null, memory: true }, previews: false },
    });
    const patched = await read<AgentBody>(await patchAgent(patch, params({ id: created.id })));
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: "Editor bot",
      flags: { browser: true, coding: true },
      bindings: { memory: true },
      resolvedBindings: { note: true, memory: true },
      previews: false,
    });
    expect(patched.body.bindings).not.toHaveProperty("note");

    const listed = await read<{ agents: AgentBody[] }>(await listAgents(apiRequest("/v1/agents", { token: team.ceoToken }), noParams));
    expect(listed.status).toBe(200);
    expect(listed.body.agents.map((agent) => agent.id)).toContain(created.id);
  });

  it("answers another organisation's agent with the same 404 as a made-up id", async () => {
    const created = (await create(team.adminToken, { name: "Private" })).body;
    const foreign = await read(await getAgent(apiRequest(`/v1/agents/${created.id}`, { token: otherTeam.adminToken }), params({ id: created.id })));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    const patch = apiRequest(`/v1/agents/${created.id}`, { method: "PATCH", token: otherTeam.adminToken, body: { name: "Stolen" } });
    expect((await patchAgent(patch, params({ id: created.id }))).status).toBe(404);
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("Private");

    const madeUp = await read(await getAgent(apiRequest("/v1/agents/nope", { token: team.adminToken }), params({ id: "nope" })));
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.error.code).toBe("not_found");

    const listed = await read<{ agents: AgentBody[] }>(await listAgents(apiRequest("/v1/agents", { token: otherTeam.adminToken }), noParams));
    expect(listed.body.agents.map((agent) => agent.id)).not.toContain(created.id);
  });

  it("needs runs:read to read, and admin to change", async () => {
    const created = (await create(team.adminToken, { name: "Guarded" })).body;
    expect((await getAgent(apiRequest(`/v1/agents/${created.id}`), params({ id: created.id }))).status).toBe(401);
    const patch = apiRequest(`/v1/agents/${created.id}`, { method: "PATCH", token: team.editorToken, body: { name: "x" } });
    expect((await patchAgent(patch, params({ id: created.id }))).status).toBe(403);
  });
});
