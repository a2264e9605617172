import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMedia } from "@/app/v1/media/[id]/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { stdioFixtureTransport } from "../../../support/mcp/stdio-fixture-server";
import { TINY_PNG_BASE64 } from "../../../support/mcp/fixture-tools";
import { apiRequest, createTeam, params, type Team } from "../../api/api-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "./connector-run-fixtures";

// Issue 10, items 2, 4 and 5 through real runs: a stdio MCP server of our own (tests/support/mcp) bound as
// the connector `fixture`, signed in at the organisation, called by a scripted model through the one path
// (admission, execution, the result pipeline), read back through GET /v1/runs/:id.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;
let agentId: string;
let loginId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  ({ loginId } = await bindConnector(prisma, team.organisationId, "fixture", stdioFixtureTransport()));
  agentId = await createConnectorAgent(prisma, team.organisationId, { fixture: true });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
});

describe("a connected login's tools in a run", () => {
  it("lists a never-listed login at run start, offers its tools as fixture__<tool> and answers a call", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__echo", arguments: { text: "hello" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run)).toMatchObject({ tool: "fixture.echo", outcome: "ok" });
    expect(firstCall(run).result).toContain("hello");
    expect(firstCall(run).result).toContain("remaining_tool_calls: 19");
    const login = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
    expect(login.listedAt).not.toBeNull();
    expect((login.tools as { serverName: string }[]).map((tool) => tool.serverName)).toContain("echo");
  });

  it("drops an empty string whose key is optional and sends a required one as is", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__record_arguments", arguments: { required_text: "", optional_text: "" } }] },
      { text: "done" },
    ]);
    const answer = firstCall(run).result ?? "";
    expect(answer).toContain('"required_text":""');
    expect(answer).not.toContain("optional_text");
  });

  it("does not judge $ref and oneOf parts of a vendor schema (they reach the server as sent)", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__ref_schema", arguments: { origin: { x: "not a number" }, shape: { triangle: 3 } } }] },
      { text: "done" },
    ]);
    expect(firstCall(run).outcome).toBe("ok");
  });

  it("turns isError into ERROR: … (a tool error the model reads and carries on)", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__fail", arguments: { message: "the vendor said no" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run)).toMatchObject({ outcome: "tool_error" });
    expect(firstCall(run).result).toMatch(/^ERROR: .*the vendor said no/);
  });

  it("stores an image by ref, names it in the result, never inlines it, and serves it to the timeline", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__image", arguments: {} }] }, { text: "done" }]);
    const call = firstCall(run);
    expect(call.outcome).toBe("ok");
    expect(call.result).not.toContain(TINY_PNG_BASE64);
    expect(call.media).toHaveLength(1);
    const [medium] = call.media!;
    expect(medium).toMatchObject({ kind: "image", mimeType: "image/png" });
    expect(call.result).toContain(`stored as media ${medium.id}`);
    const response = await getMedia(apiRequest(`/v1/media/${medium.id}`, { token: team.editorToken }), params({ id: medium.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(TINY_PNG_BASE64, "base64"))).toBe(true);
    const other = await createTeam(prisma);
    const foreign = await getMedia(apiRequest(`/v1/media/${medium.id}`, { token: other.editorToken }), params({ id: medium.id }));
    expect(foreign.status).toBe(404);
  });

  it("leaves out a tool an admin turned off, and the model is told it is not offered", async () => {
    await prisma.connectorLogin.update({ where: { id: loginId }, data: { toolSettings: { echo: { enabled: false } } } });
    try {
      const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__echo", arguments: { text: "x" } }] }, { text: "done" }]);
      expect(firstCall(run)).toMatchObject({ outcome: "handed_back" });
      expect(firstCall(run).result).toContain("is not offered this run");
    } finally {
      await prisma.connectorLogin.update({ where: { id: loginId }, data: { toolSettings: {} } });
    }
  });

  it("hands back a whole catalog's name (bare_tool_name) and suggests vendor tools for a typo", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture", arguments: {} }] },
      { calls: [{ name: "fixture__ecko", arguments: { text: "x" } }] },
      { text: "done" },
    ]);
    expect(firstCall(run)).toMatchObject({ outcome: "handed_back", code: "bare_tool_name" });
    expect(run.turns[1].calls[0]).toMatchObject({ outcome: "handed_back", code: "unknown_tool_name" });
    expect(run.turns[1].calls[0].result).toContain("fixture__echo");
  });
});

describe("connector logins at run start", () => {
  it("fails a run whose connector's login is disconnected, naming the connector, before the model is asked", async () => {
    const other = await createTeam(prisma);
    await bindConnector(prisma, other.organisationId, "crm", stdioFixtureTransport(), { status: "disconnected" });
    const agent = await createConnectorAgent(prisma, other.organisationId, { crm: true });
    const run = await runToTheEnd(prisma, other, agent, [{ text: "never asked" }]);
    expect(run.status).toBe("failed");
    expect(run.failure?.code).toBe("connector_disconnected");
    expect(run.failure?.message).toContain("crm");
    expect(run.turns).toHaveLength(0);
  });

  it("starts without a pending login's tools", async () => {
    const other = await createTeam(prisma);
    await bindConnector(prisma, other.organisationId, "crm", stdioFixtureTransport(), { status: "pending" });
    const agent = await createConnectorAgent(prisma, other.organisationId, { crm: true });
    const run = await runToTheEnd(prisma, other, agent, [{ calls: [{ name: "crm__echo", arguments: { text: "x" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).outcome).toBe("handed_back");
  });

  it("prefers the agent's own login over the organisation's", async () => {
    const other = await createTeam(prisma);
    const { connectorId } = await bindConnector(prisma, other.organisationId, "crm", stdioFixtureTransport(), { status: "disconnected" });
    const agent = await createConnectorAgent(prisma, other.organisationId, { crm: true });
    await prisma.connectorLogin.create({ data: { organisationId: other.organisationId, connectorId, scope: "agent", agentId: agent, scopeKey: `agent:${agent}`, status: "connected" } });
    const run = await runToTheEnd(prisma, other, agent, [{ calls: [{ name: "crm__echo", arguments: { text: "own" } }] }, { text: "done" }]);
    expect(run.status).toBe("succeeded");
    expect(firstCall(run).result).toContain("own");
  });

  it("keeps the stored list when listing again at run start fails, and records the error", async () => {
    const other = await createTeam(prisma);
    const stored = [{ serverName: "echo", description: "Echo.", inputSchema: { type: "object", properties: { text: { type: "string" } } }, annotations: { readOnlyHint: true } }];
    const { loginId: failing } = await bindConnector(prisma, other.organisationId, "crm", stdioFixtureTransport({ failListing: true }), {
      tools: stored,
      listedAt: new Date(Date.now() - 3_600_000),
    });
    const agent = await createConnectorAgent(prisma, other.organisationId, { crm: true });
    const run = await runToTheEnd(prisma, other, agent, [{ calls: [{ name: "crm__echo", arguments: { text: "still here" } }] }, { text: "done" }]);
    expect(firstCall(run)).toMatchObject({ outcome: "ok" });
    const login = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: failing } });
    expect(login.tools).toEqual(stored);
    expect(login.lastError).not.toBeNull();
    expect(login.status).toBe("connected");
  });
});
