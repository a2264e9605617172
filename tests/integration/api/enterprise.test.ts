import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAgent, PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as getEnterprise, PUT as putEnterprise } from "@/app/v1/enterprise/route";
import { POST as postGuild } from "@/app/v1/guilds/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { GET as listMembers } from "@/app/v1/members/route";
import { GET as listRoles, POST as postRole } from "@/app/v1/roles/route";
import { PATCH as patchUser } from "@/app/v1/users/[id]/route";
import { GET as listUsers } from "@/app/v1/users/route";
import { AgentSchema } from "@/lib/contracts/agent-schemas";
import { EnterpriseProfileSchema, JobRoleListSchema, MemberListSchema } from "@/lib/contracts/enterprise-schemas";
import { UserListSchema, UserSchema } from "@/lib/contracts/user-bodies";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, The enterprise behind the OS tools: the profile (GET/PUT /v1/enterprise), job roles
// (GET/POST /v1/roles), people's job roles and teams (PATCH /v1/users/:id), an agent's job roles, default
// model and address (PATCH/GET /v1/agents/:id). Who may write what, and no organisation sees another's.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

const profile = { name: "Acme Robotics", mission: "Make warehouses safe.", goals: ["Ship the v2 arm", "Zero injuries"], policies: "# Policies\n\n- Be kind." };

async function put(body: unknown, token = team.adminToken) {
  return read(await putEnterprise(apiRequest("/v1/enterprise", { method: "PUT", token, body }), noParams));
}

async function readProfile(token = team.editorToken) {
  return read<unknown>(await getEnterprise(apiRequest("/v1/enterprise", { token }), noParams));
}

async function createRole(body: unknown, token = team.adminToken) {
  return read<{ id: string; name: string; description: string }>(await postRole(apiRequest("/v1/roles", { token, body }), noParams));
}

async function createGuild(name: string, token = team.adminToken) {
  return (await read<{ id: string }>(await postGuild(apiRequest("/v1/guilds", { token, body: { name } }), noParams))).body.id;
}

async function createAgent(name: string, token = team.adminToken) {
  return (await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token, body: { name } }), noParams))).body.id;
}

async function patchAgentBody(agentId: string, body: unknown, token = team.adminToken) {
  return read<Record<string, unknown>>(await patchAgent(apiRequest(`/v1/agents/${agentId}`, { method: "PATCH", token, body }), params({ id: agentId })));
}

async function patchUserBody(userId: string, body: unknown, token = team.adminToken) {
  return read<Record<string, unknown>>(await patchUser(apiRequest(`/v1/users/${userId}`, { method: "PATCH", token, body }), params({ id: userId })));
}

async function postSecretAs(token: string, name: string) {
  expect((await read(await postSecret(apiRequest("/v1/secrets", { token, body: { name, value: `value-of-${name}-1234567` } }), noParams))).status).toBe(201);
}

describe("GET/PUT /v1/enterprise", () => {
  it("starts empty, and an admin's profile as saved is what an editor reads", async () => {
    const fresh = await readProfile();
    expect(fresh.status).toBe(200);
    expect(EnterpriseProfileSchema.parse(fresh.body)).toEqual({ name: "Test organisation", mission: "", goals: [], policies: "" });
    const saved = await put({ ...profile, goals: ["  Ship the v2 arm ", "Zero injuries"] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(profile);
    expect((await readProfile()).body).toEqual(profile);
    expect((await readProfile(team.ceoToken)).body).toEqual(profile);
  });

  it("lets the CEO write it, never an editor, nor a token without the scope", async () => {
    expect((await put({ ...profile, mission: "The CEO's mission." }, team.ceoToken)).status).toBe(200);
    const refused = await put({ ...profile, mission: "An editor's mission." }, team.editorToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: "forbidden" } });
    const readOnlyAdmin = await createToken(prisma, team.admin.id, ["runs:read"]);
    expect((await put(profile, readOnlyAdmin)).status).toBe(403);
    expect((await readProfile(readOnlyAdmin)).status).toBe(200);
    expect((await readProfile()).body).toMatchObject({ mission: "The CEO's mission." });
    expect((await read(await getEnterprise(apiRequest("/v1/enterprise"), noParams))).status).toBe(401);
    await put(profile);
  });

  it("refuses a bad profile with 422 naming the field, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ ...profile, goals: ["fine", "  "] }, "goals.1"],
      [{ ...profile, goals: "one goal" }, "goals"],
      [{ ...profile, goals: Array.from({ length: 21 }, (_, index) => `Goal ${index}`) }, "goals"],
      [{ ...profile, mission: "m".repeat(2_001) }, "mission"],
      [{ ...profile, policies: "p".repeat(20_001) }, "policies"],
      [{ ...profile, name: " " }, "name"],
      [{ name: "Only a name" }, "mission"],
      [{ ...profile, extra: true }, ""],
    ];
    for (const [body, path] of cases) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(refused.body.error.code).toBe("invalid_request");
      expect(JSON.stringify(refused.body.error)).toContain(path);
    }
    expect((await readProfile()).body).toEqual(profile);
  });

  it("is each organisation's own", async () => {
    expect((await readProfile(otherTeam.editorToken)).body).toMatchObject({ mission: "", goals: [] });
    await put({ ...profile, name: "Other Inc", mission: "Theirs." }, otherTeam.adminToken);
    expect((await readProfile()).body).toEqual(profile);
  });
});

describe("GET/POST /v1/roles", () => {
  it("creates a job role (201 {id, name, description}) and lists the organisation's by name", async () => {
    const created = await createRole({ name: "Release manager", description: "Ships releases." });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "Release manager", description: "Ships releases." });
    expect((await createRole({ name: "Analyst" })).body.description).toBe("");
    await createRole({ name: "Foreign role" }, otherTeam.adminToken);
    const listed = await read(await listRoles(apiRequest("/v1/roles", { token: team.editorToken }), noParams));
    expect(listed.status).toBe(200);
    expect(JobRoleListSchema.parse(listed.body).roles.map((role) => role.name)).toEqual(["Analyst", "Release manager"]);
  });

  it("refuses a repeated name with 409 saying so, an editor or the CEO with 403, an empty name with 422", async () => {
    await createRole({ name: "Support lead" });
    const again = await createRole({ name: "Support lead" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "conflict", message: expect.stringContaining("Support lead already exists") } });
    expect((await createRole({ name: "Support lead" }, otherTeam.adminToken)).status).toBe(201);
    expect((await createRole({ name: "Editor's role" }, team.editorToken)).status).toBe(403);
    expect((await createRole({ name: "CEO's role" }, team.ceoToken)).status).toBe(403);
    expect((await createRole({ name: "  " })).body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "name" }] } });
    expect(await prisma.jobRole.count({ where: { organisationId: team.organisationId, name: { in: ["Editor's role", "CEO's role"] } } })).toBe(0);
  });
});

describe("members: people's and agents' job roles and teams", () => {
  it("puts a person in teams and job roles, shown on the user with their address", async () => {
    const roleId = (await createRole({ name: "Designer" })).body.id;
    const guildId = await createGuild("Design team");
    const changed = await patchUserBody(team.editor.id, { teams: [guildId, guildId], jobRoles: [roleId] });
    expect(changed.status).toBe(200);
    expect(UserSchema.parse(changed.body)).toMatchObject({ id: team.editor.id, address: team.editor.email, teams: [guildId], jobRoles: [roleId] });
    const listed = UserListSchema.parse((await read(await listUsers(apiRequest("/v1/users", { token: team.adminToken }), noParams))).body);
    expect(listed.users.find((user) => user.id === team.editor.id)).toMatchObject({ teams: [guildId], jobRoles: [roleId] });
    expect((await patchUserBody(team.editor.id, { teams: [] })).body).toMatchObject({ teams: [], jobRoles: [roleId] });
  });

  it("refuses another organisation's or a made-up id alike (422 naming it), and an editor setting even their own", async () => {
    const foreignRole = (await createRole({ name: "Their role" }, otherTeam.adminToken)).body.id;
    const foreignGuild = await createGuild("Their team", otherTeam.adminToken);
    const stolen = await patchUserBody(team.ceo.id, { jobRoles: [foreignRole] });
    const madeUp = await patchUserBody(team.ceo.id, { jobRoles: ["no-such-role"] });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining(foreignRole), details: [{ path: "jobRoles.0" }] } });
    expect(stolen.text.replaceAll(foreignRole, "no-such-role")).toBe(madeUp.text);
    expect((await patchUserBody(team.ceo.id, { teams: [foreignGuild] })).body).toMatchObject({ error: { details: [{ path: "teams.0" }] } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: team.ceo.id } })).jobRoleIds).toEqual([]);
    const ownRole = (await createRole({ name: "Self-promoted" })).body.id;
    expect((await patchUserBody(team.editor.id, { jobRoles: [ownRole] }, team.editorToken)).status).toBe(403);
  });

  it("gives an agent job roles and shows its address and roles; a foreign role id is refused", async () => {
    const roleId = (await createRole({ name: "Triage" })).body.id;
    const agentId = await createAgent("Rélease Bot 2!");
    const changed = await patchAgentBody(agentId, { roles: [roleId] });
    expect(changed.status).toBe(200);
    expect(AgentSchema.parse(changed.body)).toMatchObject({ address: "release-bot-2@tollgate.local", roles: [roleId], model: null });
    const shown = await read(await getAgent(apiRequest(`/v1/agents/${agentId}`, { token: team.editorToken }), params({ id: agentId })));
    expect(shown.body).toMatchObject({ roles: [roleId], address: "release-bot-2@tollgate.local" });
    const foreignRole = (await createRole({ name: "Triage" }, otherTeam.adminToken)).body.id;
    const refused = await patchAgentBody(agentId, { roles: [roleId, foreignRole] });
    expect(refused.body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "roles.1" }] } });
    expect((await patchAgentBody(agentId, { roles: [] }, team.editorToken)).status).toBe(403);
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: agentId } })).jobRoleIds).toEqual([roleId]);
  });
});

describe("an agent's default model", () => {
  const scripted = { provider: "scripted", script: [{ text: "Good morning." }] };

  it("is set, shown and cleared with null", async () => {
    const agentId = await createAgent("Morning agent");
    const set = await patchAgentBody(agentId, { model: scripted });
    expect(set.status).toBe(200);
    expect(set.body.model).toEqual(scripted);
    expect((await patchAgentBody(agentId, { name: "Morning agent" })).body.model).toEqual(scripted);
    expect((await patchAgentBody(agentId, { model: null })).body.model).toBeNull();
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: agentId } })).model).toBeNull();
  });

  it("refuses a spec that is no ModelSpec, and an apiKeySecret no secret has, naming the field", async () => {
    const agentId = await createAgent("Keyed agent");
    const invalid = await patchAgentBody(agentId, { model: { provider: "openai" } });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).toContain("model");
    const missing = await patchAgentBody(agentId, { model: { provider: "openai", model: "gpt-4o", apiKeySecret: "NO_SUCH_KEY" } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining("NO_SUCH_KEY"), details: [{ path: "model.apiKeySecret" }] } });
    await postSecretAs(otherTeam.adminToken, "THEIR_KEY");
    expect((await patchAgentBody(agentId, { model: { provider: "openai", model: "gpt-4o", apiKeySecret: "THEIR_KEY" } })).status).toBe(422);
    await postSecretAs(team.adminToken, "OUR_KEY");
    const keyed = await patchAgentBody(agentId, { model: { provider: "openai", model: "gpt-4o", apiKeySecret: "OUR_KEY" } });
    expect(keyed.status).toBe(200);
    expect(keyed.body.model).toEqual({ provider: "openai", model: "gpt-4o", apiKeySecret: "OUR_KEY" });
    expect((await patchAgentBody(agentId, { model: { provider: "openai-compatible", baseUrl: "http://127.0.0.1:9/v1", model: "m" } })).body).toMatchObject({
      error: { details: [{ path: "model.baseUrl" }] },
    });
    expect((await patchAgentBody(agentId, { model: scripted }, team.editorToken)).status).toBe(403);
  });
});

describe("GET /v1/members", () => {
  it("lists the organisation's people and agents for any member, never deleted ones nor another organisation's", async () => {
    const guildId = await createGuild("Members team");
    const agentId = await createAgent("Directory Agent");
    await patchAgentBody(agentId, { guildId });
    const gone = await createAgent("Deleted Agent");
    await prisma.agent.update({ where: { id: gone }, data: { deletedAt: new Date() } });
    await createAgent("Foreign Agent", otherTeam.adminToken);
    const listed = await read(await listMembers(apiRequest("/v1/members", { token: team.ceoToken }), noParams));
    expect(listed.status).toBe(200);
    const members = MemberListSchema.parse(listed.body).members;
    expect(members.find((member) => member.id === agentId)).toEqual({ id: agentId, kind: "agent", name: "Directory Agent", address: "directory-agent@tollgate.local", roles: [], teams: [guildId] });
    expect(members.find((member) => member.id === team.admin.id)).toMatchObject({ kind: "person", address: team.admin.email });
    expect(members.map((member) => member.name)).not.toContain("Deleted Agent");
    expect(members.map((member) => member.name)).not.toContain("Foreign Agent");
    expect(members.filter((member) => member.kind === "person")).toHaveLength(3);
  });
});
