import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getMedia } from "@/app/v1/media/[id]/route";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { sealState } from "@/lib/server/connectors/sealed-oauth-store";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import { apiRequest, createTeam, params, type Team } from "../../api/api-fixtures";
import { createConnector, createLogin, createSecret, getLogin, listNow } from "../../api/connectors/connector-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "../runs/connector-run-fixtures";

// Issue 16, item 6: what a login's server says is redacted before Tollgate keeps or shows it — the login's
// lastError (a listing's refusal, a server's error message), a call's result and a text-like medium —
// against every secret of the organisation (bare values, not only `Bearer <value>`), the operator's platform
// keys and the login's own OAuth access and refresh tokens. The server here is hostile: it repeats them.

const prisma = testPrisma();
const orgSecret = "org-secret-VALUE-never-given-to-this-server";
const platformKey = "pk-platform-KEY-of-another-connector";
const accessToken = "oauth-ACCESS-token-of-this-login";
const refreshToken = "oauth-REFRESH-token-of-this-login";
const everyValue = [orgSecret, platformKey, accessToken, refreshToken];
const leaking = `the server says: ${everyValue.join(" / ")}`;
let team: Team;
let server: LoopbackMcpServer;
let worker: RunningWorker;

const sealedTokens = () => sealState({ tokens: { access_token: accessToken, refresh_token: refreshToken, token_type: "Bearer" } });

function expectNoValue(text: string | null | undefined) {
  for (const value of everyValue) expect(text ?? "").not.toContain(value);
}

beforeAll(async () => {
  vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `elsewhere=${platformKey}`);
  team = await createTeam(prisma);
  await createSecret(team.adminToken, "ORG_ONLY", orgSecret);
  server = await startLoopbackMcpServer({
    failListingMessage: leaking,
    extraTools: [{ name: `leaky ${orgSecret} ${accessToken}`, description: "deep", inputSchema: { type: "object", properties: { a: { type: "array", items: Array.from({ length: 100_000 }, () => ({ type: "string" })) } } } }],
  });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await worker.stop();
  await closeConnectorPool();
  await server.close();
});

describe("a login's lastError", () => {
  it("is redacted when the server's error message carries the values, and when a refused tool's name does", async () => {
    const connector = await createConnector(team.adminToken, { name: "leaky", transport: { type: "http", url: server.url, headers: {} } });
    expect(connector.status).toBe(201);
    const created = await createLogin(team.adminToken, connector.body.id, { scope: "organisation" });
    expect(created.status).toBe(201);
    await prisma.connectorLogin.update({ where: { id: created.body.id }, data: { sealedOauth: sealedTokens() } });

    server.setFailListing(true);
    try {
      await listNow(team.adminToken, created.body.id);
      const shown = await getLogin(team.adminToken, created.body.id);
      expect(shown.status).toBe(200);
      expect(shown.body.lastError).toContain("the server says: [REDACTED]");
      expectNoValue(shown.body.lastError);
      const stored = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: created.body.id } });
      expectNoValue(stored.lastError);
    } finally {
      server.setFailListing(false);
    }

    const refusedList = await listNow(team.adminToken, created.body.id);
    expect(refusedList.status).toBe(200);
    expect(refusedList.body.lastError).toContain("its input schema is larger than");
    expect(refusedList.body.lastError).toContain("[REDACTED]");
    expectNoValue(refusedList.body.lastError);
  });
});

describe("a call's answer through a login holding OAuth tokens", () => {
  let agentId: string;
  beforeAll(async () => {
    await bindConnector(prisma, team.organisationId, "tokens", { type: "http", url: server.url, headers: {} }, { sealedOauth: sealedTokens() });
    agentId = await createConnectorAgent(prisma, team.organisationId, { tokens: true });
  });

  it("has the login's access and refresh tokens redacted from its text", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [{ calls: [{ name: "tokens__echo", arguments: { text: leaking } }] }, { text: "done" }]);
    expect(firstCall(run).outcome).toBe("ok");
    expect(firstCall(run).result).toContain("the server says: [REDACTED]");
    expectNoValue(firstCall(run).result);
  });

  it("has a text-like medium redacted before it is stored and served", async () => {
    const run = await runToTheEnd(prisma, team, agentId, [
      { calls: [{ name: "tokens__text_media", arguments: { text: leaking, mimeType: "application/json" } }] },
      { text: "done" },
    ]);
    const call = firstCall(run);
    expect(call.outcome).toBe("ok");
    expect(call.media).toHaveLength(1);
    const stored = await prisma.storedMedia.findUniqueOrThrow({ where: { id: call.media![0].id } });
    expectNoValue(Buffer.from(stored.data).toString("utf8"));
    const served = await getMedia(apiRequest(`/v1/media/${call.media![0].id}`, { token: team.editorToken }), params({ id: call.media![0].id }));
    expect(served.status).toBe(200);
    const body = await served.text();
    expect(body).toContain("the server says: [REDACTED]");
    expectNoValue(body);
  });
});
