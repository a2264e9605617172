import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LoginSchema } from "@/lib/contracts/login-schemas";
import { closeConnectorPool, connectorPool } from "@/lib/server/connectors/connector-pool";
import { connectionTargetOf } from "@/lib/server/connectors/connection-target";
import { listLogin } from "@/lib/server/connectors/list-login";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import {
  createConnector,
  createLogin,
  createSecret,
  deleteConnector,
  deleteLogin,
  disconnect,
  getConnector,
  getLogin,
  listConnectorLogins,
  listNow,
  patchTools,
  reconnect,
} from "./connector-fixtures";

// CONTRACT.md, Connectors: logins (POST /v1/connectors/:id/logins, GET/DELETE /v1/logins/:id, list,
// disconnect, reconnect, tools), against real MCP servers — the reference server-everything over stdio,
// the fixture tools over stdio and over loopback streamable HTTP.

const prisma = testPrisma();
const bearer = "sk-http-bearer-VALUE-NEVER-SHOWN";
const envSecret = "env-secret-VALUE-NEVER-SHOWN";
let team: Team;
let otherTeam: Team;
let http: LoopbackMcpServer;
/** Everything the code under test printed: no secret value may be in it (CONTRACT.md, Secrets: never in a log). */
const printed: string[] = [];

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
      printed.push(parts.map((part) => (part instanceof Error ? `${part.message} ${part.stack}` : typeof part === "string" ? part : JSON.stringify(part))).join(" "));
      original(...parts);
    });
  }
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  // A header's value is the whole secret: the secret holds "Bearer <token>".
  await createSecret(team.adminToken, "HTTP_BEARER", `Bearer ${bearer}`);
  await createSecret(team.adminToken, "ENV_SECRET", envSecret);
  http = await startLoopbackMcpServer({ requireBearer: bearer });
});

afterAll(async () => {
  await closeConnectorPool();
  await http.close();
  const log = printed.join("\n");
  vi.restoreAllMocks();
  expect(log).not.toContain(bearer);
  expect(log).not.toContain(envSecret);
});

const everything = { type: "stdio", command: path.resolve("node_modules/.bin/mcp-server-everything"), args: ["stdio"] };

async function connector(name: string, transport: unknown, token = team.adminToken) {
  const made = await createConnector(token, { name, transport });
  if (made.status !== 201) throw new Error(`connector ${name}: ${made.text}`);
  return made.body;
}

async function agentOf(team_: Team, guildId: string | null = null) {
  return (await prisma.agent.create({ data: { organisationId: team_.organisationId, name: "Login agent", guildId } })).id;
}

describe("a login needing no authorization", () => {
  it("connects and lists the reference server-everything over stdio at once", async () => {
    const files = await connector("everything", everything);
    const { status, body } = await createLogin(team.adminToken, files.id, { scope: "organisation" });
    expect(status).toBe(201);
    const login = LoginSchema.parse(body);
    expect(login).toMatchObject({ connectorId: files.id, connector: "everything", scope: "organisation", guildId: null, agentId: null, platform: false, status: "connected", lastError: null, authorizationUrl: null });
    expect(login.listedAt).not.toBeNull();
    expect(login.serverInfo?.name).toBeTruthy();
    const echo = login.tools.find((tool) => tool.name === "everything.echo");
    expect(echo).toMatchObject({ modelName: "everything__echo", serverName: "echo", enabled: true });
    expect(echo?.inputSchema).toMatchObject({ type: "object" });
    // server-everything may announce list changes once connected, which lists again (updatedAt, listedAt move).
    const { updatedAt: _updated, listedAt: _listed, ...stable } = login;
    expect((await getLogin(team.adminToken, login.id)).body).toMatchObject(stable);
    expect((await getConnector(team.adminToken, files.id)).body.logins).toMatchObject([stable]);
  });

  it("fills the connector's secrets into the HTTP headers it sends, and never shows them", async () => {
    const tickets = await connector("tickets", { type: "http", url: http.url, headers: { Authorization: { secret: "HTTP_BEARER" }, "X-Team": "core" } });
    const created = await createLogin(team.adminToken, tickets.id, { scope: "organisation" });
    expect(created.body).toMatchObject({ status: "connected", lastError: null });
    expect(created.body.tools.map((tool) => tool.name)).toContain("tickets.echo");
    // The annotations decide retry and access unless an admin says otherwise (CONTRACT.md).
    expect(created.body.tools.find((tool) => tool.name === "tickets.echo")).toMatchObject({ access: "read", retry: "safe", annotations: { readOnlyHint: true } });
    expect(created.body.tools.find((tool) => tool.name === "tickets.record_arguments")).toMatchObject({ access: "write", retry: "unsafe" });
    const sent = http.requests.filter((request) => request.path === "/mcp").map((request) => request.headers);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((headers) => headers.authorization === `Bearer ${bearer}` && headers["x-team"] === "core")).toBe(true);
    for (const answer of [created, await getLogin(team.adminToken, created.body.id), await getConnector(team.adminToken, tickets.id)]) {
      expect(answer.text).not.toContain(bearer);
    }
    expect(JSON.stringify(await prisma.connectorLogin.findUniqueOrThrow({ where: { id: created.body.id } }))).not.toContain(bearer);
  });

  it("fills secrets into a stdio server's environment (the server reads them; no answer shows them)", async () => {
    const fixture = await connector("envs", stdioFixtureTransport({ env: {} }));
    await prisma.connector.update({ where: { id: fixture.id }, data: { transport: { ...stdioFixtureTransport(), env: { FIXTURE_SECRET: { secret: "ENV_SECRET" }, PLAIN: "plain-value" } } } });
    const login = await createLogin(team.adminToken, fixture.id, { scope: "organisation" });
    expect(login.body.status).toBe("connected");
    expect(login.text).not.toContain(envSecret);
    const row = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: login.body.id } });
    const target = await connectionTargetOf(prisma, row);
    const read = await connectorPool().call(target, "read_env", { name: "FIXTURE_SECRET" }, { timeoutMs: 20_000 });
    expect(read.text).toBe(envSecret);
  });

  it("is disconnected with lastError when the server cannot be reached, and reconnect connects it once it can", async () => {
    const down = await startLoopbackMcpServer();
    const url = down.url;
    await down.close();
    const gone = await connector("gone", { type: "http", url });
    const login = await createLogin(team.adminToken, gone.id, { scope: "organisation" });
    expect(login.status).toBe(201);
    expect(login.body).toMatchObject({ status: "disconnected", listedAt: null, tools: [] });
    expect(login.body.lastError).toMatch(/\S/);
    await prisma.connector.update({ where: { id: gone.id }, data: { transport: { type: "http", url: http.url, headers: { Authorization: { secret: "HTTP_BEARER" } } } } });
    const again = await reconnect(team.adminToken, login.body.id);
    expect(again.body).toMatchObject({ status: "connected", lastError: null });
    expect(again.body.tools.length).toBeGreaterThan(0);
  });
});

describe("where a login is signed in", () => {
  it("takes one login per connector and place: the organisation, a guild of its own, an agent of its own (409 for a second)", async () => {
    const place = await connector("places", stdioFixtureTransport());
    const guild = await prisma.guild.create({ data: { organisationId: team.organisationId, name: "Place guild" } });
    const agentId = await agentOf(team);
    const organisation = await createLogin(team.adminToken, place.id, { scope: "organisation" });
    const guildLogin = await createLogin(team.adminToken, place.id, { scope: "guild", guildId: guild.id });
    const agentLogin = await createLogin(team.adminToken, place.id, { scope: "agent", agentId });
    expect([organisation.status, guildLogin.status, agentLogin.status]).toEqual([201, 201, 201]);
    expect(guildLogin.body).toMatchObject({ scope: "guild", guildId: guild.id, agentId: null });
    expect(agentLogin.body).toMatchObject({ scope: "agent", guildId: null, agentId });
    for (const body of [{ scope: "organisation" }, { scope: "guild", guildId: guild.id }, { scope: "agent", agentId }]) {
      const second = await createLogin(team.adminToken, place.id, body);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ error: { code: "conflict" } });
    }
    const listed = await listConnectorLogins(team.adminToken, place.id);
    expect(listed.body.logins.map((login) => login.scope)).toEqual(["organisation", "guild", "agent"]);
  });

  it("refuses a scope without its id, with the other's id, or with ids of another organisation exactly like made-up ones", async () => {
    const place = await connector("scoped", stdioFixtureTransport());
    const theirGuild = await prisma.guild.create({ data: { organisationId: otherTeam.organisationId, name: "Their guild" } });
    const theirAgent = await agentOf(otherTeam);
    expect((await createLogin(team.adminToken, place.id, { scope: "guild" })).body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "guildId" }] } });
    expect((await createLogin(team.adminToken, place.id, { scope: "agent" })).body).toMatchObject({ error: { details: [{ path: "agentId" }] } });
    expect((await createLogin(team.adminToken, place.id, { scope: "organisation", agentId: theirAgent })).body).toMatchObject({ error: { details: [{ path: "agentId" }] } });
    const foreignGuild = await createLogin(team.adminToken, place.id, { scope: "guild", guildId: theirGuild.id });
    const madeUpGuild = await createLogin(team.adminToken, place.id, { scope: "guild", guildId: "no-such-guild" });
    expect(foreignGuild.status).toBe(422);
    expect(foreignGuild.text).toBe(madeUpGuild.text);
    const foreignAgent = await createLogin(team.adminToken, place.id, { scope: "agent", agentId: theirAgent });
    const madeUpAgent = await createLogin(team.adminToken, place.id, { scope: "agent", agentId: "no-such-agent" });
    expect(foreignAgent.status).toBe(422);
    expect(foreignAgent.text).toBe(madeUpAgent.text);
    expect(await prisma.connectorLogin.count({ where: { connectorId: place.id } })).toBe(0);
  });

  it("answers another organisation's connector and logins with the same 404 as made-up ids, and non-admins with 403", async () => {
    const theirs = await connector("theirs", stdioFixtureTransport(), otherTeam.adminToken);
    const theirLogin = (await createLogin(otherTeam.adminToken, theirs.id, { scope: "organisation" })).body;
    const foreign = await createLogin(team.adminToken, theirs.id, { scope: "organisation" });
    const madeUp = await createLogin(team.adminToken, "no-such-connector", { scope: "organisation" });
    expect(foreign.status).toBe(404);
    expect(foreign.text.replace(theirs.id, "X")).toBe(madeUp.text.replace("no-such-connector", "X"));
    for (const act of [getLogin, listNow, disconnect, reconnect, deleteLogin] as const) {
      const answer = await act(team.adminToken, theirLogin.id);
      const invented = await act(team.adminToken, "no-such-login");
      expect(answer.status).toBe(404);
      expect(answer.text.replace(theirLogin.id, "X")).toBe(invented.text.replace("no-such-login", "X"));
    }
    expect((await patchTools(team.adminToken, theirLogin.id, { "theirs.echo": false })).status).toBe(404);
    expect((await prisma.connectorLogin.findUniqueOrThrow({ where: { id: theirLogin.id } })).status).toBe("connected");
    const own = await connector("mine", stdioFixtureTransport());
    expect((await createLogin(team.editorToken, own.id, { scope: "organisation" })).status).toBe(403);
    expect((await getLogin(team.editorToken, theirLogin.id)).status).toBe(403);
    expect((await patchTools(team.ceoToken, theirLogin.id, { echo: false })).status).toBe(403);
  });
});

describe("a login's tools", () => {
  it("turns tools off and on by canonical or server name, takes the admin's access and retry, and refuses an unknown tool naming it", async () => {
    const tools = await connector("settings", stdioFixtureTransport());
    const login = (await createLogin(team.adminToken, tools.id, { scope: "organisation" })).body;
    const off = await patchTools(team.adminToken, login.id, { "settings.echo": false, record_arguments: { access: "read", retry: "idempotent" } });
    expect(off.status).toBe(200);
    expect(off.body.tools.find((tool) => tool.serverName === "echo")).toMatchObject({ enabled: false, access: "read", retry: "safe" });
    expect(off.body.tools.find((tool) => tool.serverName === "record_arguments")).toMatchObject({ enabled: true, access: "read", retry: "idempotent" });
    const back = await patchTools(team.adminToken, login.id, { echo: true, "settings.record_arguments": { retry: null } });
    expect(back.body.tools.find((tool) => tool.serverName === "echo")?.enabled).toBe(true);
    expect(back.body.tools.find((tool) => tool.serverName === "record_arguments")).toMatchObject({ access: "read", retry: "unsafe" });
    const unknown = await patchTools(team.adminToken, login.id, { "settings.nope": false });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining("settings.nope"), details: [{ path: "settings.nope" }] } });
    const bad = await patchTools(team.adminToken, login.id, { echo: { access: "admin" } });
    expect(bad.status).toBe(422);
    expect((await patchTools(team.adminToken, login.id, {})).status).toBe(422);
    // The settings stay through a new listing.
    await patchTools(team.adminToken, login.id, { echo: false });
    expect((await listNow(team.adminToken, login.id)).body.tools.find((tool) => tool.serverName === "echo")?.enabled).toBe(false);
  });

  it("keeps the stored list and records the error when a listing fails, and lists anew once the server answers", async () => {
    const flaky = await startLoopbackMcpServer();
    try {
      const made = await connector("flaky", { type: "http", url: flaky.url });
      const login = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
      expect(login.status).toBe("connected");
      flaky.setFailListing(true);
      const failed = await listNow(team.adminToken, login.id);
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ status: "connected", listedAt: login.listedAt, tools: login.tools });
      expect(failed.body.lastError).toMatch(/listing is switched off|list/i);
      flaky.setFailListing(false);
      await flaky.addTool("late_tool");
      const listed = await listNow(team.adminToken, login.id);
      expect(listed.body.lastError).toBeNull();
      expect(listed.body.tools.map((tool) => tool.name)).toContain("flaky.late_tool");
      expect(Date.parse(listed.body.listedAt!)).toBeGreaterThanOrEqual(Date.parse(login.listedAt!));
    } finally {
      await flaky.close();
    }
  });

  it("stores the list a server announces with notifications/tools/list_changed while its connection is open", async () => {
    const made = await connector("announcing", stdioFixtureTransport());
    const login = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    expect(login.tools.map((tool) => tool.name)).not.toContain("announcing.announced");
    const target = await connectionTargetOf(prisma, await prisma.connectorLogin.findUniqueOrThrow({ where: { id: login.id } }));
    await connectorPool().call(target, "add_tool", { name: "announced" }, { timeoutMs: 20_000 });
    const stored = await waitFor(async () => {
      const row = await getLogin(team.adminToken, login.id);
      return row.body.tools.some((tool) => tool.name === "announcing.announced") ? row.body : null;
    });
    expect(Date.parse(stored.listedAt!)).toBeGreaterThanOrEqual(Date.parse(login.listedAt!));
  });

  it("an unauthorized listing disconnects a connected login and keeps its list (listLogin, as run start uses it)", async () => {
    const locked = await startLoopbackMcpServer({ requireBearer: bearer });
    try {
      const made = await connector("locked", { type: "http", url: locked.url, headers: { Authorization: { secret: "HTTP_BEARER" } } });
      const login = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
      await prisma.connector.update({ where: { id: made.id }, data: { transport: { type: "http", url: locked.url, headers: { Authorization: "Bearer wrong" } } } });
      const outcome = await listLogin(prisma, login.id);
      expect(outcome).toMatchObject({ kind: "failed", code: "unauthorized" });
      const after = (await getLogin(team.adminToken, login.id)).body;
      expect(after).toMatchObject({ status: "disconnected", tools: login.tools, listedAt: login.listedAt });
      expect(after.lastError).toMatch(/\S/);
    } finally {
      await locked.close();
    }
  });

  it("a secret deleted after the connector was made fails the listing with secret_missing, naming the path, never a value", async () => {
    await createSecret(team.adminToken, "SHORT_LIVED", "short-lived-secret-value");
    const made = await connector("forgetful", { ...stdioFixtureTransport(), env: { KEY: { secret: "SHORT_LIVED" } } });
    const login = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    expect(login.status).toBe("connected");
    await prisma.secret.deleteMany({ where: { organisationId: team.organisationId, name: "SHORT_LIVED" } });
    expect(await listLogin(prisma, login.id)).toMatchObject({ kind: "failed", code: "secret_missing", message: expect.stringContaining("transport.env.KEY") });
    expect((await getLogin(team.adminToken, login.id)).body).toMatchObject({ status: "connected", tools: login.tools, lastError: expect.stringContaining("SHORT_LIVED") });
  });
});

describe("disconnect, reconnect, delete", () => {
  it("disconnects (keeping the list), refuses list now until reconnected, reconnects and lists again", async () => {
    const made = await connector("switch", stdioFixtureTransport());
    const login = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    const target = await connectionTargetOf(prisma, await prisma.connectorLogin.findUniqueOrThrow({ where: { id: login.id } }));
    const pid = connectorPool().connectionInfo(target.key)?.pid;
    expect(pid).toEqual(expect.any(Number));
    const off = await disconnect(team.adminToken, login.id);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: "disconnected", tools: login.tools });
    // Its connection is closed: the stdio server it started is gone.
    expect(connectorPool().connectionInfo(target.key)).toBeUndefined();
    expect(processAlive(pid!)).toBe(false);
    const refused = await listNow(team.adminToken, login.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "conflict", message: expect.stringContaining("reconnect") } });
    // A run's relisting never turns a disconnected login back on.
    await listLogin(prisma, login.id);
    expect((await getLogin(team.adminToken, login.id)).body.status).toBe("disconnected");
    const on = await reconnect(team.adminToken, login.id);
    expect(on.body).toMatchObject({ status: "connected", lastError: null });
    expect(Date.parse(on.body.listedAt!)).toBeGreaterThanOrEqual(Date.parse(login.listedAt!));
  });

  it("deletes a login (204), and a connector's logins go with it", async () => {
    const made = await connector("doomed", stdioFixtureTransport());
    const first = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    expect((await deleteLogin(team.editorToken, first.id)).status).toBe(403);
    expect((await deleteLogin(team.adminToken, first.id)).status).toBe(204);
    expect((await getLogin(team.adminToken, first.id)).status).toBe(404);
    const second = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    expect((await deleteConnector(team.adminToken, made.id)).status).toBe(204);
    expect(await prisma.connectorLogin.count({ where: { id: second.id } })).toBe(0);
  });
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(probe: () => Promise<T | null>, attempts = 200): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const found = await probe();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the condition never held");
}
