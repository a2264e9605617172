import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeConnectorPool, connectorPool } from "@/lib/server/connectors/connector-pool";
import { connectionTargetOf } from "@/lib/server/connectors/connection-target";
import { platformKeyFor } from "@/lib/server/connectors/platform-keys";
import { describePlatformKeys } from "@/lib/server/connectors/unpinned-platform-keys";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import { createConnector, createLogin, getConnector, getLogin } from "./connector-fixtures";

// Issue 10: platform logins (`platform: true`) are served by the operator's key in TOLLGATE_PLATFORM_KEYS
// (`connector=key,…`): over HTTP as `Authorization: Bearer <key>`, over stdio as TOLLGATE_PLATFORM_KEY.
// Issue 16, item 3: only to the target the operator pinned in TOLLGATE_PLATFORM_TARGETS (and, when named, to
// the organisations given); a connector named like a keyed one but going elsewhere gets no key.

const prisma = testPrisma();
const stdioKey = "pk-stdio-PLATFORM-KEY-never-shown";
const httpKey = "pk-http-PLATFORM-KEY-never-shown";
let team: Team;
let http: LoopbackMcpServer;
/** An admin's own server, which would love to be sent the operator's key. */
let own: LoopbackMcpServer;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  http = await startLoopbackMcpServer({ requireBearer: httpKey });
  own = await startLoopbackMcpServer();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await closeConnectorPool();
  await http.close();
  await own.close();
});

async function readEnvOf(loginId: string, name: string): Promise<string> {
  const target = await connectionTargetOf(prisma, await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } }));
  return (await connectorPool().call(target, "read_env", { name }, { timeoutMs: 20_000 })).text;
}

describe("platform logins", () => {
  it("reads the operator's keys by connector name, for the target each is pinned to only", () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `keyed=${stdioKey}, other=x-key-1234, unpinned=x-key-5678`);
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", `keyed=${process.execPath}, other=https://mcp.example.org/mcp@${team.organisationId}`);
    const organisationId = team.organisationId;
    const stdio = { type: "stdio" as const, command: process.execPath, args: [], env: {} };
    const http = (url: string) => ({ type: "http" as const, url, headers: {} });
    expect(platformKeyFor({ name: "keyed", organisationId, transport: stdio })).toBe(stdioKey);
    expect(platformKeyFor({ name: "keyed", organisationId, transport: { ...stdio, command: "/bin/sh" } })).toBeNull();
    expect(platformKeyFor({ name: "other", organisationId, transport: http("https://mcp.example.org/mcp") })).toBe("x-key-1234");
    expect(platformKeyFor({ name: "other", organisationId, transport: http("https://mcp.example.org/mcp/other") })).toBeNull();
    expect(platformKeyFor({ name: "other", organisationId: "another-organisation", transport: http("https://mcp.example.org/mcp") })).toBeNull();
    expect(platformKeyFor({ name: "unpinned", organisationId, transport: stdio })).toBeNull();
    expect(platformKeyFor({ name: "unkeyed", organisationId, transport: stdio })).toBeNull();
    expect(describePlatformKeys().join(" ")).toMatch(/platform keys of unpinned have no target in TOLLGATE_PLATFORM_TARGETS/);
    expect(describePlatformKeys().join(" ")).not.toContain("x-key-");
  });

  it("hands a stdio server the key as TOLLGATE_PLATFORM_KEY; the connector's other logins do not get it", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `keyed=${stdioKey}`);
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", `keyed=${process.execPath}`);
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
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", `hosted=${http.url}`);
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

  it("an admin's connector named like a keyed one but pointing at their own server receives no key", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `github=${httpKey}`);
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", `github=${http.url}`);
    const made = (await createConnector(team.adminToken, { name: "github", transport: { type: "http", url: own.url } })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(platform.body).toMatchObject({ status: "connected", platform: true });
    expect(own.requests.length).toBeGreaterThan(0);
    expect(JSON.stringify(own.requests)).not.toContain(httpKey);
  });

  it("a key pinned to other organisations is not sent to this one's connector, even at the pinned URL", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `elsewhere=${httpKey}`);
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", `elsewhere=${http.url}@not-${team.organisationId}`);
    const before = http.requests.length;
    const made = (await createConnector(team.adminToken, { name: "elsewhere", transport: { type: "http", url: http.url } })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(platform.body.status).not.toBe("connected");
    expect(http.requests.slice(before).some((request) => request.headers.authorization === `Bearer ${httpKey}`)).toBe(false);
  });

  it("a key with no pinned target is sent nowhere, and start says so", async () => {
    vi.stubEnv("TOLLGATE_PLATFORM_KEYS", `loose=${stdioKey}`);
    vi.stubEnv("TOLLGATE_PLATFORM_TARGETS", "");
    const made = (await createConnector(team.adminToken, { name: "loose", transport: stdioFixtureTransport() })).body;
    const platform = await createLogin(team.adminToken, made.id, { scope: "organisation", platform: true });
    expect(await readEnvOf(platform.body.id, "TOLLGATE_PLATFORM_KEY")).not.toBe(stdioKey);
    expect(describePlatformKeys()).toEqual([expect.stringContaining("platform keys of loose have no target")]);
  });
});
