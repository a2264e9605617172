import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getOffer } from "@/app/v1/agents/[id]/offer/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { encryptSecret } from "@/lib/server/secrets/secret-box";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { stdioFixtureTransport } from "../../../support/mcp/stdio-fixture-server";
import { STRUCTURED_SAMPLE } from "../../../support/mcp/fixture-tools";
import { apiRequest, createTeam, params, read, type Team } from "../../api/api-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "./connector-run-fixtures";

// Issue 10, item 5: a vendor tool's result goes through the same pipeline as every tool's — structured
// content as JSON, resource links as text, secret redaction (a connector's own secret echoed back), the byte
// cap — and item 3: a list_changed notification refreshes the stored list while the connection is open. The
// agent page's offer explains each connector's verdict and each tool left out.

const prisma = testPrisma();
const secretValue = "vendor-token-7f3a9c2e5b";
let team: Team;
let worker: RunningWorker;
let agentId: string;
let loginId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  await prisma.secret.create({ data: { organisationId: team.organisationId, name: "vendor-token", ciphertext: encryptSecret(secretValue) } });
  const transport = { ...stdioFixtureTransport(), env: { VENDOR_TOKEN: { secret: "vendor-token" } } };
  ({ loginId } = await bindConnector(prisma, team.organisationId, "fixture", transport as never));
  await bindConnector(prisma, team.organisationId, "crm", stdioFixtureTransport(), { status: "pending" });
  agentId = await createConnectorAgent(prisma, team.organisationId, { fixture: true, crm: true, absent: true });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
});

describe("a vendor result through the one pipeline", () => {
  it("passes a secret named in the connector's env to the server, and redacts it when the server echoes it", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__read_env", arguments: { name: "VENDOR_TOKEN" } }] }, { text: "done" }]);
    const call = firstCall(run);
    expect(call.outcome).toBe("ok");
    expect(call.result).toContain("[REDACTED]");
    expect(JSON.stringify(run)).not.toContain(secretValue);
  });

  it("answers structured content as JSON, once", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "fixture__structured", arguments: { withText: false } }, { name: "fixture__structured", arguments: {} }] },
      { text: "done" },
    ]);
    const [alone, withText] = run.turns[0].calls;
    const body = (result: string | null) => (result ?? "").split("\n\nremaining_tool_calls")[0];
    expect(JSON.parse(body(alone.result))).toEqual(STRUCTURED_SAMPLE);
    expect(JSON.parse(body(withText.result))).toEqual(STRUCTURED_SAMPLE);
  });

  it("answers resource links and embedded resources as text", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__resource_link", arguments: {} }] }, { text: "done" }]);
    const result = firstCall(run).result ?? "";
    expect(result).toContain("file:///fixture/report.pdf");
    expect(result).toContain("embedded notes");
    expect(result).toContain("file:///fixture/blob.bin");
  });

  it("caps a flooding answer at the byte cap with [truncated], the whole stamped string stored", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__flood", arguments: { bytes: 200_000 } }] }, { text: "done" }]);
    const call = firstCall(run);
    expect(call.outcome).toBe("ok");
    const stored = await prisma.toolCall.findUniqueOrThrow({ where: { id: call.id }, select: { truncated: true, originalBytes: true } });
    expect(stored).toMatchObject({ truncated: true, originalBytes: 200_000 });
  });
});

describe("list_changed while the connection is open", () => {
  it("stores the server's new tool on the login, and the next run offers it", async () => {
    await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__add_tool", arguments: { name: "fresh_tool" } }] }, { text: "done" }]);
    const deadline = Date.now() + 10_000;
    let names: string[] = [];
    while (Date.now() < deadline) {
      const login = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
      names = (login.tools as { serverName: string }[]).map((tool) => tool.serverName);
      if (names.includes("fresh_tool")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(names).toContain("fresh_tool");
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "fixture__fresh_tool", arguments: {} }] }, { text: "done" }]);
    expect(firstCall(run)).toMatchObject({ outcome: "ok", tool: "fixture.fresh_tool" });
  });
});

describe("the agent's offer explains its connectors", () => {
  it("says which login serves each connector and why a tool is left out", async () => {
    await prisma.connectorLogin.update({ where: { id: loginId }, data: { toolSettings: { pid: { enabled: false } } } });
    try {
      const answer = await read<{ tools: { name: string; offered: boolean; reason: string | null }[]; connectors: { connector: string; verdict: string; explanation: string }[] }>(
        await getOffer(apiRequest(`/v1/agents/${agentId}/offer`, { token: team.adminToken }), params({ id: agentId })),
      );
      expect(answer.status).toBe(200);
      const byName = new Map(answer.body.tools.map((tool) => [tool.name, tool]));
      expect(byName.get("fixture.echo")).toMatchObject({ offered: true });
      expect(byName.get("fixture.pid")).toMatchObject({ offered: false, reason: "tool turned off on the fixture login" });
      const verdicts = Object.fromEntries(answer.body.connectors.map((entry) => [entry.connector, entry.verdict]));
      expect(verdicts).toEqual({ crm: "without", fixture: "offer" });
      expect(answer.body.connectors.find((entry) => entry.connector === "crm")?.explanation).toContain("pending");
    } finally {
      await prisma.connectorLogin.update({ where: { id: loginId }, data: { toolSettings: {} } });
    }
  });
});
