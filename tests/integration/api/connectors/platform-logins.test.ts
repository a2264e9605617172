import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeConnectorPool, connectorPool } from "@/lib/server/connectors/connector-pool";
import { connectionTargetOf } from "@/lib/server/connectors/connection-target";
import { platformKeyFor } from "@/lib/server/connectors/platform-keys";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import { createConnector, createLogin, getConnector, getLogin } from "./connector-fixtures";

// Issue 10: platform logins (`platform: true`) are served by the operator's key in TOLLGATE_PLATFORM_KEYS
// (`connector=key,…`): over HTTP as `Authorization: Bearer <key>`, over stdio as TOLLGATE_PLATFORM_KEY.

const prisma = testPrisma();
const stdioKey = "pk-stdio-PLATFORM-KEY-never-shown";
const httpKey = "pk-http-PLATFORM-KEY-never-shown";
let team: Team;
let http: LoopbackMcpServer;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  http = await startLoopbackMcpServer({ requireBearer: httpKey });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await closeConnectorPool();
  await http.close();
});

async function readEnvOf(loginId: string, name: string): Promise<string> {
  const target = await connectionTargetOf(prisma, await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } }));
  return (await connectorPool().call(target, "read_env", { name }, { timeoutMs: 20_000 })).text;
}

describe("platform logins", () => {
  it("reads the operator's keys by connector name", () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `keyed=${stdioKey}, other=x-key-1234`);
    expect(platformKeyFor("keyed")).toBe(stdioKey);
    expect(platformKeyFor("other")).toBe("x-key-1234");
    expect(platformKeyFor("unkeyed")).toBeNull();
  });

  it("hands a stdio server the key as TOLLGATE_PLATFORM_KEY; the connector's other logins do not get it", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `keyed=${stdioKey}`);
    const made = (await createConnector(team.adminToken, { name: "keyed", transport: stdioFixtureTransport() })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(platform.body).toMatchObject({ status: "connected", platform: true });
    expect(await readEnvOf(platform.body.id, "TOLLGATE_PLATFORM_KEY")).toBe(stdioKey);
    const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Own login" } })).id;
    const own = await createLogin(team.adminToken, made.id, { scope: "agent", agentId });
    expect(await readEnvOf(own.body.id, "TOLLGATE_PLATFORM_KEY")).not.toBe(stdioKey);
    for (const answer of [platform, await getLogin(team.adminToken, platform.body.id), await getConnector(team.adminToken, made.id)]) {
      expect(answer.text).not.toContain(stdioKey);
    }
  });

  it("sends the key as the bearer of an HTTP server, instead of an OAuth sign-in", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `hosted=${httpKey}`);
    const made = (await createConnector(team.adminToken, { name: "hosted", transport: { type: "http", url: http.url }, auth: { type: "oauth" } })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(platform.body).toMatchObject({ status: "connected", platform: true, authorizationUrl: null });
    expect(platform.body.tools.map((tool) => tool.name)).toContain("hosted.echo");
    expect(http.requests.some((request) => request.headers.authorization === `Bearer ${httpKey}`)).toBe(true);
    expect(platform.text).not.toContain(httpKey);
  });

  it("a platform login of a connector without a key connects as the connector is configured", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", "");
    const made = (await createConnector(team.adminToken, { name: "unkeyed", transport: stdioFixtureTransport() })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(platform.body).toMatchObject({ status: "connected", platform: true });
    expect(await readEnvOf(platform.body.id, "TOLLGATE_PLATFORM_KEY")).not.toContain("pk-");
  });
});
