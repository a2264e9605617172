import { beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { DELETE as deleteSecret } from "@/app/v1/secrets/[id]/route";
import { GET as listSecrets, POST as postSecret } from "@/app/v1/secrets/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

const prisma = testPrisma();
const value = "sk-live-THIS-MUST-NEVER-COME-BACK";
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

async function save(body: unknown, token = team.adminToken) {
  return read<{ id: string; name: string }>(await postSecret(apiRequest("/v1/secrets", { token, body }), noParams));
}

describe("POST /v1/secrets", () => {
  it("answers 201 with only {id, name} and stores the value encrypted", async () => {
    const { status, body, text } = await save({ name: "OPENAI_API_KEY", value });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), name: "OPENAI_API_KEY" });
    expect(text).not.toContain(value);
    const stored = await prisma.secret.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.ciphertext).not.toContain(value);
  });

  it("stores an agent's own secret when agentId is the organisation's agent", async () => {
    const agent = await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token: team.adminToken, body: { name: "A" } }), noParams));
    const { status, body } = await save({ name: "AGENT_KEY", value, agentId: agent.body.id });
    expect(status).toBe(201);
    expect((await prisma.secret.findUniqueOrThrow({ where: { id: body.id } })).agentId).toBe(agent.body.id);
  });

  it("refuses another organisation's agent with 422 naming agentId", async () => {
    const foreign = await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token: otherTeam.adminToken, body: { name: "B" } }), noParams));
    const { status, body } = await save({ name: "STOLEN", value, agentId: foreign.body.id });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "agentId" }] } });
  });

  it("refuses a second secret of the same name with 409 conflict", async () => {
    await save({ name: "ONCE", value });
    const { status, body, text } = await save({ name: "ONCE", value: "another-long-value" });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: "conflict" } });
    expect(text).not.toContain(value);
  });

  // Issue 8, item 3: every occurrence of a value is redacted organisation-wide, so a short one is refused.
  it("refuses a value shorter than 8 characters with 422 naming value, and stores nothing", async () => {
    const { status, body, text } = await save({ name: "SHORT", value: "seven-7" });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      error: { code: "invalid_request", message: expect.stringMatching(/at least 8 characters/), details: [{ path: "value", message: expect.stringMatching(/at least 8 characters/) }] },
    });
    expect(text).not.toContain("seven-7");
    expect(await prisma.secret.count({ where: { organisationId: team.organisationId, name: "SHORT" } })).toBe(0);
    expect((await save({ name: "EIGHT", value: "eight-88" })).status).toBe(201);
  });

  it("names the bad field, never echoing the value", async () => {
    const { status, text } = await save({ name: "bad name!", value });
    expect(status).toBe(422);
    expect(text).toContain("name");
    expect(text).not.toContain(value);
  });

  it("is for admins only", async () => {
    expect((await save({ name: "X", value }, team.editorToken)).status).toBe(403);
    expect((await listSecrets(apiRequest("/v1/secrets", { token: team.editorToken }), noParams)).status).toBe(403);
    expect((await listSecrets(apiRequest("/v1/secrets"), noParams)).status).toBe(401);
  });
});

describe("GET /v1/secrets and DELETE /v1/secrets/:id", () => {
  it("lists names without values, only the organisation's own", async () => {
    await save({ name: "LISTED", value });
    await save({ name: "OTHER_ORG", value }, otherTeam.adminToken);
    const { status, body, text } = await read<{ secrets: Record<string, unknown>[] }>(
      await listSecrets(apiRequest("/v1/secrets", { token: team.adminToken }), noParams),
    );
    expect(status).toBe(200);
    expect(text).not.toContain(value);
    const listed = body.secrets.find((secret) => secret.name === "LISTED");
    expect(Object.keys(listed ?? {}).sort()).toEqual(["agentId", "createdAt", "id", "name"]);
    expect(body.secrets.map((secret) => secret.name)).not.toContain("OTHER_ORG");
  });

  it("deletes a secret of the organisation; another organisation's is 404", async () => {
    const mine = (await save({ name: "DOOMED", value })).body;
    const theirs = (await save({ name: "SAFE", value }, otherTeam.adminToken)).body;
    const foreign = await deleteSecret(apiRequest(`/v1/secrets/${theirs.id}`, { method: "DELETE", token: team.adminToken }), params({ id: theirs.id }));
    expect(foreign.status).toBe(404);
    expect(await prisma.secret.count({ where: { id: theirs.id } })).toBe(1);
    const own = await deleteSecret(apiRequest(`/v1/secrets/${mine.id}`, { method: "DELETE", token: team.adminToken }), params({ id: mine.id }));
    expect(own.status).toBe(204);
    expect(await prisma.secret.count({ where: { id: mine.id } })).toBe(0);
  });
});
