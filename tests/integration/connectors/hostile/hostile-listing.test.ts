import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Prisma } from "@/lib/generated/prisma/client";
import { GET as agentOffer } from "@/app/v1/agents/[id]/offer/route";
import { GET as getAgentRoute } from "@/app/v1/agents/[id]/route";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import type { Login } from "@/lib/contracts/login-schemas";
import { VENDOR_SCHEMA_MAX_BYTES, VENDOR_SCHEMA_MAX_DEPTH, VENDOR_SCHEMA_MAX_PROPERTIES } from "@/lib/runtime/catalog/vendor-schema-bounds";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { apiRequest, createTeam, params, read, type Team } from "../../api/api-fixtures";
import { createConnector, createLogin, getLogin, listNow } from "../../api/connectors/connector-fixtures";
import { createConnectorAgent, firstCall, runToTheEnd } from "../runs/connector-run-fixtures";

// Issue 16, item 6: a hostile server costs one error, never a worker or a run. A real MCP server on loopback
// lists, beside ordinary tools, a schema 2,000 levels deep (it overflowed the stack of the offer's rewrite
// and stalled runs), one of 300 KB, one of 1,500 properties, and two names the model would read as one
// (`a.b`, `a__b`). The login lists the rest, says why in lastError, and a run through it works.

const prisma = testPrisma();
let team: Team;
let server: LoopbackMcpServer;
let worker: RunningWorker;

function deepSchema(levels: number): Tool["inputSchema"] {
  let inner: Record<string, unknown> = { type: "string" };
  for (let level = 0; level < levels; level++) inner = { type: "object", properties: { next: inner } };
  return inner as Tool["inputSchema"];
}

const object = (properties: Record<string, object>) => ({ type: "object" as const, properties });

const hostileTools: Tool[] = [
  { name: "deep", description: "2,000 levels.", inputSchema: deepSchema(1000) },
  { name: "huge", description: "300 KB.", inputSchema: object({ blob: { type: "string", description: "x".repeat(300 * 1024) } }) },
  { name: "wide", description: "1,500 properties.", inputSchema: object(Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`p${index}`, { type: "string" }]))) },
  { name: "a.b", description: "Listed first.", inputSchema: object({}) },
  { name: "a__b", description: "The same model name as a.b.", inputSchema: object({}) },
  { name: "fine", description: "An ordinary tool after the hostile ones.", inputSchema: object({ text: { type: "string" } }) },
];

beforeAll(async () => {
  team = await createTeam(prisma);
  server = await startLoopbackMcpServer({ extraTools: hostileTools });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
  await server.close();
});

async function connectedLogin(name: string): Promise<Login> {
  const connector = await createConnector(team.adminToken, { name, transport: { type: "http", url: server.url, headers: {} } });
  expect(connector.status).toBe(201);
  const login = await createLogin(team.adminToken, connector.body.id, { scope: "organisation" });
  expect(login.status).toBe(201);
  return login.body;
}

describe("a server listing schemas past the bounds and colliding names", () => {
  let login: Login;
  beforeAll(async () => {
    login = await connectedLogin("hostile");
  });

  it("connects, lists every other tool, and leaves the refused ones out", async () => {
    expect(login.status).toBe("connected");
    const names = login.tools.map((tool) => tool.serverName);
    expect(names).toEqual(expect.arrayContaining(["echo", "fine", "a.b"]));
    for (const refused of ["deep", "huge", "wide", "a__b"]) expect(names).not.toContain(refused);
    const stored = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: login.id } });
    expect((stored.tools as { serverName: string }[]).map((tool) => tool.serverName)).not.toContain("deep");
  });

  it("says in lastError which tool was refused and which bound it passed (the second of two model names is the one refused)", async () => {
    const { status, body } = await getLogin(team.adminToken, login.id);
    expect(status).toBe(200);
    expect(body.lastError).toContain(`"deep": its input schema nests deeper than ${VENDOR_SCHEMA_MAX_DEPTH} levels`);
    expect(body.lastError).toContain(`"huge": its input schema is larger than ${VENDOR_SCHEMA_MAX_BYTES} bytes`);
    expect(body.lastError).toContain(`"wide": its input schema has more than ${VENDOR_SCHEMA_MAX_PROPERTIES} properties`);
    expect(body.lastError).toContain(`"a__b": its model name <connector>__a__b is already "a.b"'s`);
    expect(body.lastError).toMatch(/^4 tools were not offered/);
  });

  it("lists again the same way (list now), never offering a model name twice", async () => {
    const again = await listNow(team.adminToken, login.id);
    expect(again.status).toBe(200);
    const modelNames = again.body.tools.map((tool) => tool.modelName);
    expect(new Set(modelNames).size).toBe(modelNames.length);
    expect(modelNames.filter((name) => name === "hostile__a__b")).toHaveLength(1);
    expect(again.body.lastError).toContain('"deep"');
  });

  it("shows the agent page's offer and runs a call through the login", async () => {
    const agentId = await createConnectorAgent(prisma, team.organisationId, { hostile: true });
    const offer = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer?kind=direct`, { token: team.editorToken }), params({ id: agentId }));
    expect(offer.status).toBe(200);
    const preview = (await offer.json()) as AgentOfferPreview;
    expect(preview.tools.map((tool) => tool.modelName)).toContain("hostile__fine");
    expect(preview.tools.map((tool) => tool.modelName)).not.toContain("hostile__deep");
    const agent = await getAgentRoute(apiRequest(`/v1/agents/${agentId}`, { token: team.adminToken }), params({ id: agentId }));
    expect(agent.status).toBe(200);
    const started = Date.now();
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "hostile__fine", arguments: { text: "hi" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run)).toMatchObject({ tool: "hostile.fine", outcome: "ok" });
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("a list stored before the bounds (a 2,000-deep schema already in the row)", () => {
  it("is held to them too: the agent page, GET /v1/logins/:id and a run answer, the tool is never offered", async () => {
    const login = await connectedLogin("stored");
    const tools = [...login.tools.map(({ serverName, description, inputSchema, annotations }) => ({ serverName, description, inputSchema, annotations }))];
    tools.push({ serverName: "deep", description: "stored", inputSchema: deepSchema(1000) as Record<string, unknown>, annotations: {} });
    tools.push({ serverName: "echo.x", description: "stored", inputSchema: { type: "object" }, annotations: {} });
    tools.push({ serverName: "echo__x", description: "stored", inputSchema: { type: "object" }, annotations: {} });
    // listedAt far ahead: run start does not list again, so the stored row is what the run reads.
    await prisma.connectorLogin.update({ where: { id: login.id }, data: { tools: tools as Prisma.InputJsonValue, listedAt: new Date(Date.now() + 3_600_000) } });
    const shown = await read<Login>(await (await import("@/app/v1/logins/[id]/route")).GET(apiRequest(`/v1/logins/${login.id}`, { token: team.adminToken }), params({ id: login.id })));
    expect(shown.status).toBe(200);
    expect(shown.body.tools.map((tool) => tool.serverName)).not.toContain("deep");
    expect(shown.body.tools.filter((tool) => tool.modelName === "stored__echo__x")).toHaveLength(1);
    const agentId = await createConnectorAgent(prisma, team.organisationId, { stored: true });
    const offer = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer?kind=direct`, { token: team.editorToken }), params({ id: agentId }));
    expect(offer.status).toBe(200);
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "stored__echo", arguments: { text: "still here" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).result).toContain("still here");
  });
});
