import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import { createConnector, createLogin } from "./connector-fixtures";

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
