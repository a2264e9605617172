import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAgent, PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { GET as listAgents } from "@/app/v1/agents/route";
import type { Agent } from "@/lib/contracts/agent-bodies";
import { agentConnectorLogins } from "@/lib/server/connectors/agent-connector-logins";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api-fixtures";
import { createConnector, createLogin, disconnect } from "./connector-fixtures";

// CONTRACT.md, Connectors: PATCH /v1/agents/:id {connectors}; the Agent shows its connectors and, for each,
// the login it resolves to — its own, else its guild's, else the organisation's (resolve-login.ts).

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let guildId: string;
const logins: Record<string, string> = {};

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  guildId = (await prisma.guild.create({ data: { organisationId: team.organisationId, name: "Docs guild" } })).id;
  const files = (await createConnector(team.adminToken, { name: "files", transport: stdioFixtureTransport() })).body;
  (await createConnector(team.adminToken, { name: "notes", transport: stdioFixtureTransport() })).body;
  await createConnector(otherTeam.adminToken, { name: "theirs", transport: stdioFixtureTransport() });
  logins.organisation = (await createLogin(team.adminToken, files.id, { scope: "organisation" })).body.id;
  logins.guild = (await createLogin(team.adminToken, files.id, { scope: "guild", guildId })).body.id;
});

afterAll(async () => {
  await closeConnectorPool();
});

async function agent(name: string, guild: string | null = null) {
  return (await prisma.agent.create({ data: { organisationId: team.organisationId, name, guildId: guild } })).id;
}

async function patch(agentId: string, body: unknown) {
  return read<Agent>(await patchAgent(apiRequest(`/v1/agents/${agentId}`, { method: "PATCH", token: team.adminToken, body }), params({ id: agentId })));
}

async function shown(agentId: string) {
  return (await read<Agent>(await getAgent(apiRequest(`/v1/agents/${agentId}`, { token: team.editorToken }), params({ id: agentId })))).body;
}

describe("an agent's connectors", () => {
  it("turns connectors on and off by name, merging into the agent's own (null removes one)", async () => {
    const agentId = await agent("Switches");
    expect((await patch(agentId, { connectors: { files: true, notes: false } })).body.connectors).toEqual({ files: true, notes: false });
    expect((await patch(agentId, { connectors: { notes: null } })).body.connectors).toEqual({ files: true });
    expect((await patch(agentId, { connectors: { "never-bound": false } })).body.connectors).toEqual({ files: true, "never-bound": false });
  });

  it("refuses turning on a connector the organisation lacks (another's included) with 422 naming it, and bad names", async () => {
    const agentId = await agent("Refused");
    const unknown = await patch(agentId, { connectors: { theirs: true } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "connectors.theirs" }] } });
    expect((await patch(agentId, { connectors: { Files: true } })).status).toBe(422);
    expect((await patch(agentId, { connectors: { files: "yes" } })).status).toBe(422);
    expect((await prisma.agent.findUniqueOrThrow({ where: { id: agentId } })).connectors).toEqual({});
  });

  it("shows for each connector on the login it resolves to: its own, else its guild's, else the organisation's", async () => {
    const plain = await agent("Plain");
    const guilded = await agent("Guilded", guildId);
    const owner = await agent("Owner", guildId);
    logins.own = (await createLogin(team.adminToken, (await prisma.connector.findFirstOrThrow({ where: { organisationId: team.organisationId, name: "files" } })).id, { scope: "agent", agentId: owner })).body.id;
    for (const agentId of [plain, guilded, owner]) await patch(agentId, { connectors: { files: true, notes: true } });
    const resolved = async (agentId: string) => (await shown(agentId)).connectorLogins.map((entry) => [entry.connector.name, entry.login?.id ?? null, entry.login?.scope ?? null]);
    expect(await resolved(plain)).toEqual([["files", logins.organisation, "organisation"], ["notes", null, null]]);
    expect(await resolved(guilded)).toEqual([["files", logins.guild, "guild"], ["notes", null, null]]);
    expect(await resolved(owner)).toEqual([["files", logins.own, "agent"], ["notes", null, null]]);
    const listed = (await read<{ agents: Agent[] }>(await listAgents(apiRequest("/v1/agents", { token: team.editorToken }), noParams))).body.agents;
    expect(listed.find((entry) => entry.id === guilded)?.connectorLogins).toEqual((await shown(guilded)).connectorLogins);
    expect((await shown(guilded)).connectorLogins[0]?.login).toMatchObject({ status: "connected", platform: false, guildId, agentId: null });
    // The same rows the runtime reads.
    expect((await agentConnectorLogins(prisma, owner)).map((entry) => entry.login?.id ?? null)).toEqual([logins.own, null]);
  });

  it("shows a resolved login's status as it changes, and nothing for a connector turned off", async () => {
    const agentId = await agent("Watcher");
    await patch(agentId, { connectors: { files: true } });
    await disconnect(team.adminToken, logins.organisation!);
    expect((await shown(agentId)).connectorLogins[0]?.login?.status).toBe("disconnected");
    await patch(agentId, { connectors: { files: false } });
    expect((await shown(agentId)).connectorLogins).toEqual([]);
    expect(await agentConnectorLogins(prisma, agentId)).toEqual([]);
  });
});
