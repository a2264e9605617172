import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAgent, PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { POST as postAgent } from "@/app/v1/agents/route";
import { GET as listGuilds, POST as postGuild } from "@/app/v1/guilds/route";
import { GuildListSchema, GuildSchema } from "@/lib/contracts/guild-schemas";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Guilds: POST/GET /v1/guilds, and PATCH /v1/agents/:id {guildId} puts an agent in one.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

async function createGuild(name: unknown, token = team.adminToken) {
  return read<{ id: string; name: string }>(await postGuild(apiRequest("/v1/guilds", { token, body: { name } }), noParams));
}

async function createAgent(token = team.adminToken) {
  return (await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token, body: { name: "Guilded" } }), noParams))).body.id;
}

async function patch(agentId: string, body: unknown, token = team.adminToken) {
  return read<{ guildId: string | null }>(await patchAgent(apiRequest(`/v1/agents/${agentId}`, { method: "PATCH", token, body }), params({ id: agentId })));
}

describe("POST /v1/guilds", () => {
  it("answers 201 {id, name} and lists the organisation's guilds by name", async () => {
    const zeta = await createGuild("Zeta team");
    const alpha = await createGuild("  Alpha team ");
    expect(zeta.status).toBe(201);
    expect(GuildSchema.parse(alpha.body)).toMatchObject({ id: expect.any(String), name: "Alpha team" });
    await createGuild("Foreign team", otherTeam.adminToken);
    const listed = await read(await listGuilds(apiRequest("/v1/guilds", { token: team.editorToken }), noParams));
    expect(listed.status).toBe(200);
    expect(GuildListSchema.parse(listed.body).guilds.map((guild) => guild.name)).toEqual(["Alpha team", "Zeta team"]);
  });

  it("refuses a second guild of the same name with 409, but another organisation may use it", async () => {
    await createGuild("Once");
    const again = await createGuild("Once");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "conflict" } });
    expect((await createGuild("Once", otherTeam.adminToken)).status).toBe(201);
  });

  it("refuses an empty name with 422 naming it, and non-admins with 403", async () => {
    expect((await createGuild("  ")).body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "name" }] } });
    expect((await createGuild("Editors", team.editorToken)).status).toBe(403);
    expect((await listGuilds(apiRequest("/v1/guilds"), noParams)).status).toBe(401);
  });
});

describe("PATCH /v1/agents/:id {guildId}", () => {
  it("puts the agent in a guild of its organisation, shows it, and takes it out with null", async () => {
    const guild = (await createGuild("Platform")).body;
    const agentId = await createAgent();
    const joined = await patch(agentId, { guildId: guild.id });
    expect(joined.status).toBe(200);
    expect(joined.body.guildId).toBe(guild.id);
    const shown = await read<{ guildId: string | null }>(await getAgent(apiRequest(`/v1/agents/${agentId}`, { token: team.editorToken }), params({ id: agentId })));
    expect(shown.body.guildId).toBe(guild.id);
    expect((await patch(agentId, { guildId: null })).body.guildId).toBeNull();
  });

  it("refuses another organisation's guild exactly like a made-up one (422 naming guildId)", async () => {
    const foreign = (await createGuild("Theirs", otherTeam.adminToken)).body;
    const agentId = await createAgent();
    const stolen = await patch(agentId, { guildId: foreign.id });
    const madeUp = await patch(agentId, { guildId: "no-such-guild" });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "guildId" }] } });
    expect(stolen.text.replace(foreign.id, "no-such-guild")).toBe(madeUp.text);
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: agentId } })).guildId).toBeNull();
  });
});
