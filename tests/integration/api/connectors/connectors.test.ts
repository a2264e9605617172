import { beforeAll, describe, expect, it } from "vitest";
import { ConnectorListSchema, ConnectorSchema } from "@/lib/contracts/connector-schemas";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, type Team } from "../api-fixtures";
import { createConnector, createSecret, deleteConnector, getConnector, listConnectors } from "./connector-fixtures";

// CONTRACT.md, Connectors: POST/GET /v1/connectors (admin), GET/DELETE /v1/connectors/:id for the console.

const prisma = testPrisma();
const secretValue = "sk-connector-secret-NEVER-SHOWN";
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  await createSecret(team.adminToken, "FILES_TOKEN", secretValue);
  await createSecret(otherTeam.adminToken, "THEIR_TOKEN", "their-secret-value-1234");
});

// A command the tests' operator allows (tests/support/global-setup.ts: TOLLGATE_STDIO_COMMANDS).
const stdio = (env: Record<string, unknown> = {}) => ({ type: "stdio", command: process.execPath, args: ["server.js"], env });

describe("POST /v1/connectors", () => {
  it("answers 201 with the connector, its secrets named and never valued", async () => {
    const { status, body, text } = await createConnector(team.adminToken, {
      name: "files",
      description: "Our files",
      transport: stdio({ ROOT: "/srv", TOKEN: { secret: "FILES_TOKEN" } }),
    });
    expect(status).toBe(201);
    expect(ConnectorSchema.parse(body)).toMatchObject({
      name: "files",
      description: "Our files",
      transport: { type: "stdio", command: process.execPath, args: ["server.js"], env: { ROOT: "/srv", TOKEN: { secret: "FILES_TOKEN" } } },
      auth: { type: "none" },
      logins: [],
    });
    expect(text).not.toContain(secretValue);
    const stored = await prisma.connector.findUniqueOrThrow({ where: { id: body.id } });
    expect(JSON.stringify(stored)).not.toContain(secretValue);
  });

  it("takes an HTTP transport with headers from secrets and OAuth settings", async () => {
    const { status, body } = await createConnector(team.adminToken, {
      name: "tickets-2",
      transport: { type: "http", url: "https://mcp.example.org/mcp", headers: { "X-Api-Key": { secret: "FILES_TOKEN" }, "X-Team": "core" } },
      auth: { type: "oauth", clientId: "tollgate", clientSecret: { secret: "FILES_TOKEN" }, scopes: ["read", "write"] },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      transport: { type: "http", url: "https://mcp.example.org/mcp", headers: { "X-Api-Key": { secret: "FILES_TOKEN" }, "X-Team": "core" } },
      auth: { type: "oauth", clientId: "tollgate", clientSecret: { secret: "FILES_TOKEN" }, scopes: ["read", "write"] },
    });
  });

  it.each([
    ["uppercase letters", "Files"],
    ["an underscore", "my_files"],
    ["a dot", "my.files"],
    ["nothing", ""],
  ])("refuses a name with %s (422 naming name)", async (_, name) => {
    const { status, body } = await createConnector(team.adminToken, { name, transport: stdio() });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "name" }] } });
  });

  it.each(["os", "workspace", "memory", "web", "kpi", "role", "browser", "scripts"])("refuses the built-in namespace %s", async (name) => {
    const { status, body } = await createConnector(team.adminToken, { name, transport: stdio() });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining("built-in namespace"), details: [{ path: "name" }] } });
  });

  it("refuses a second connector of the same name with 409; another organisation may use the name", async () => {
    expect((await createConnector(team.adminToken, { name: "twice", transport: stdio() })).status).toBe(201);
    const again = await createConnector(team.adminToken, { name: "twice", transport: stdio() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "conflict" } });
    expect((await createConnector(otherTeam.adminToken, { name: "twice", transport: stdio() })).status).toBe(201);
  });

  it("refuses an unknown secret, and another organisation's, with 422 naming the path", async () => {
    const unknown = await createConnector(team.adminToken, { name: "nosecret", transport: stdio({ TOKEN: { secret: "NOPE" } }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { code: "invalid_request", details: [{ path: "transport.env.TOKEN" }] } });
    const foreign = await createConnector(team.adminToken, {
      name: "theirsecret",
      transport: { type: "http", url: "https://x.example/mcp", headers: { Authorization: { secret: "THEIR_TOKEN" } } },
    });
    expect(foreign.body).toMatchObject({ error: { details: [{ path: "transport.headers.Authorization" }] } });
    const client = await createConnector(team.adminToken, {
      name: "noclient",
      transport: { type: "http", url: "https://x.example/mcp" },
      auth: { type: "oauth", clientSecret: { secret: "MISSING" } },
    });
    expect(client.body).toMatchObject({ error: { details: [{ path: "auth.clientSecret" }] } });
    expect(await prisma.connector.count({ where: { name: { in: ["nosecret", "theirsecret", "noclient"] } } })).toBe(0);
  });

  it("refuses a URL that is not http(s), OAuth on stdio, a header value with a line break, and unknown fields", async () => {
    const ftp = await createConnector(team.adminToken, { name: "ftp", transport: { type: "http", url: "ftp://x.example/mcp" } });
    expect(ftp.body).toMatchObject({ error: { details: [{ path: "transport.url" }] } });
    const oauthStdio = await createConnector(team.adminToken, { name: "o", transport: stdio(), auth: { type: "oauth" } });
    expect(oauthStdio.body).toMatchObject({ error: { details: [{ path: "auth" }] } });
    const split = await createConnector(team.adminToken, { name: "split", transport: { type: "http", url: "https://x.example", headers: { "X-A": "a\r\nX-B: b" } } });
    expect(split.status).toBe(422);
    const extra = await createConnector(team.adminToken, { name: "extra", transport: stdio(), color: "red" });
    expect(extra.body).toMatchObject({ error: { details: [{ path: "color" }] } });
  });

  it("is for admins only", async () => {
    expect((await createConnector(team.editorToken, { name: "mine", transport: stdio() })).status).toBe(403);
    expect((await createConnector(team.ceoToken, { name: "mine", transport: stdio() })).status).toBe(403);
    expect((await listConnectors(team.editorToken)).status).toBe(403);
  });
});

describe("GET and DELETE /v1/connectors/:id", () => {
  it("lists the organisation's connectors by name and shows one; another organisation's id is a made-up one", async () => {
    const listed = await listConnectors(team.adminToken);
    expect(listed.status).toBe(200);
    const names = ConnectorListSchema.parse(listed.body).connectors.map((connector) => connector.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("files");
    expect(listed.text).not.toContain(secretValue);
    const theirs = (await listConnectors(otherTeam.adminToken)).body.connectors[0]!;
    const foreign = await getConnector(team.adminToken, theirs.id);
    const madeUp = await getConnector(team.adminToken, "no-such-connector");
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { code: "not_found" } });
    expect(foreign.text.replace(theirs.id, "no-such-connector")).toBe(madeUp.text);
    const own = listed.body.connectors.find((connector) => connector.name === "files")!;
    expect((await getConnector(team.adminToken, own.id)).body).toEqual(own);
  });

  it("deletes a connector with 204; another organisation's gives the same 404 as a made-up id", async () => {
    const made = (await createConnector(team.adminToken, { name: "short-lived", transport: stdio() })).body;
    const theirs = (await listConnectors(otherTeam.adminToken)).body.connectors[0]!;
    expect((await deleteConnector(team.adminToken, theirs.id)).status).toBe(404);
    expect(await prisma.connector.count({ where: { id: theirs.id } })).toBe(1);
    expect((await deleteConnector(team.editorToken, made.id)).status).toBe(403);
    expect((await deleteConnector(team.adminToken, made.id)).status).toBe(204);
    expect((await getConnector(team.adminToken, made.id)).status).toBe(404);
  });
});
