import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxFoldersRoot } from "@/lib/sandbox/sandbox-host";
import { readSettings } from "@/lib/settings/read-settings";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import { createConnector, createLogin, deleteConnector, deleteLogin } from "./connector-fixtures";

// Issue 16, item 3: running a program on the host is the operator's decision. A stdio connector's command
// must be one TOLLGATE_STDIO_COMMANDS allows (absolute paths, npm bins; `*` any; unset the MCP reference
// servers' bins): refused at POST /v1/connectors as 422 naming transport.command, and again when its server
// would start, so a connector stored before the setting changed stays stopped.

const prisma = testPrisma();
let team: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => closeConnectorPool());

const stdio = (command: string, args: string[] = []) => ({ type: "stdio", command, args });

describe("TOLLGATE_STDIO_COMMANDS", () => {
  it("unset, allows the MCP reference servers' bins installed here and nothing else", async () => {
    vi.stubEnv("TOLLGATE_STDIO_COMMANDS", "");
    expect((await createConnector(team.adminToken, { name: "memory-bin", transport: stdio("mcp-server-memory") })).status).toBe(201);
    const refused = await createConnector(team.adminToken, { name: "a-shell", transport: stdio("/bin/sh", ["-c", "cat .data/secret.key"]) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "transport.command" }] } });
    expect(JSON.stringify(refused.body)).toContain("mcp-server-memory");
    expect((await createConnector(team.adminToken, { name: "a-node", transport: stdio(process.execPath) })).status).toBe(422);
    expect(await prisma.connector.count({ where: { name: { in: ["a-shell", "a-node"] } } })).toBe(0);
  });

  it("lists absolute paths and bin names; * allows any command", async () => {
    vi.stubEnv("TOLLGATE_STDIO_COMMANDS", "/usr/local/bin/files-mcp, mcp-server-everything");
    expect((await createConnector(team.adminToken, { name: "listed-path", transport: stdio("/usr/local/bin/files-mcp") })).status).toBe(201);
    expect((await createConnector(team.adminToken, { name: "listed-bin", transport: stdio("mcp-server-everything", ["stdio"]) })).status).toBe(201);
    expect((await createConnector(team.adminToken, { name: "unlisted-bin", transport: stdio("mcp-server-memory") })).status).toBe(422);
    expect((await createConnector(team.adminToken, { name: "near-path", transport: stdio("/usr/local/bin/files-mcp2") })).status).toBe(422);
    vi.stubEnv("TOLLGATE_STDIO_COMMANDS", "*");
    expect((await createConnector(team.adminToken, { name: "any-shell", transport: stdio("/bin/sh") })).status).toBe(201);
  });

  it("a connector stored before the command was taken off the list does not start", async () => {
    const made = (await createConnector(team.adminToken, { name: "was-allowed", transport: stdioFixtureTransport() })).body;
    vi.stubEnv("TOLLGATE_STDIO_COMMANDS", "mcp-server-memory");
    const login = await createLogin(team.adminToken, made.id, { scope: "organisation" });
    expect(login.body.status).toBe("disconnected");
    expect(login.body.lastError).toContain("not a command the operator allows");
    expect(login.body.tools).toEqual([]);
  });
});

describe("a stdio login's own folder", () => {
  it("is made when its server starts and removed with the login, and with the connector", async () => {
    const made = (await createConnector(team.adminToken, { name: "with-folder", transport: stdioFixtureTransport() })).body;
    const first = (await createLogin(team.adminToken, made.id, { scope: "organisation" })).body;
    expect(first.status).toBe("connected");
    const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Folder agent" } })).id;
    const second = (await createLogin(team.adminToken, made.id, { scope: "agent", agentId })).body;
    const folderOf = (loginId: string) => path.join(sandboxFoldersRoot(readSettings()), loginId);
    expect(existsSync(folderOf(first.id))).toBe(true);
    expect(existsSync(folderOf(second.id))).toBe(true);
    expect((await deleteLogin(team.adminToken, first.id)).status).toBe(204);
    expect(existsSync(folderOf(first.id))).toBe(false);
    expect(existsSync(folderOf(second.id))).toBe(true);
    expect((await deleteConnector(team.adminToken, made.id)).status).toBe(204);
    expect(existsSync(folderOf(second.id))).toBe(false);
  });
});
