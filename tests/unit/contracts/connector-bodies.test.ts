import { describe, expect, it } from "vitest";
import { CreateConnectorBodySchema, ConnectorNameSchema } from "@/lib/contracts/connector-bodies";
import { CreateLoginBodySchema, UpdateLoginToolsBodySchema } from "@/lib/contracts/login-bodies";

// CONTRACT.md, Connectors: the bodies of POST /v1/connectors, POST /v1/connectors/:id/logins and
// PATCH /v1/logins/:id/tools, as their zod schemas read them.

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.join("."));

describe("a connector's name", () => {
  it.each(["files", "github", "my-files-2", "0day"])("takes %s", (name) => {
    expect(ConnectorNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(["Files", "my_files", "my.files", "", "files!", "a".repeat(65), "ﬁles"])("refuses %j", (name) => {
    expect(ConnectorNameSchema.safeParse(name).success).toBe(false);
  });
});

describe("POST /v1/connectors", () => {
  it("defaults args, env, headers, description and auth", () => {
    expect(CreateConnectorBodySchema.parse({ name: "files", transport: { type: "stdio", command: "npx" } })).toEqual({
      name: "files",
      description: "",
      transport: { type: "stdio", command: "npx", args: [], env: {} },
      auth: { type: "none" },
    });
    expect(CreateConnectorBodySchema.parse({ name: "web", transport: { type: "http", url: "https://x.example/mcp" } }).transport).toEqual({
      type: "http",
      url: "https://x.example/mcp",
      headers: {},
    });
  });

  it("takes values or secrets by name in env and headers", () => {
    const body = CreateConnectorBodySchema.parse({
      name: "web",
      transport: { type: "http", url: "https://x.example/mcp", headers: { Authorization: { secret: "WEB_TOKEN" }, "X-Team": "core" } },
      auth: { type: "oauth", clientId: "c", clientSecret: { secret: "WEB_CLIENT" }, scopes: ["read"] },
    });
    expect(body.transport).toMatchObject({ headers: { Authorization: { secret: "WEB_TOKEN" }, "X-Team": "core" } });
  });

  it.each([
    ["a file URL", { type: "http", url: "file:///etc/passwd" }, "transport.url"],
    ["a header name with a space", { type: "http", url: "https://x.example", headers: { "X Team": "a" } }, "transport.headers.X Team"],
    ["a header value with a line break", { type: "http", url: "https://x.example", headers: { "X-A": "a\nb" } }, "transport.headers.X-A"],
    ["an env name starting with a digit", { type: "stdio", command: "npx", env: { "1A": "x" } }, "transport.env.1A"],
    ["a secret with no name", { type: "stdio", command: "npx", env: { A: { secret: "" } } }, "transport.env.A"],
    ["an empty command", { type: "stdio", command: " " }, "transport.command"],
    ["an unknown transport", { type: "sse", url: "https://x.example" }, "transport.type"],
  ])("refuses %s, naming the path", (_, transport, path) => {
    const parsed = CreateConnectorBodySchema.safeParse({ name: "bad", transport });
    expect(parsed.success).toBe(false);
    expect(paths(parsed).some((found) => found.startsWith(path))).toBe(true);
  });

  it("refuses OAuth over stdio", () => {
    expect(paths(CreateConnectorBodySchema.safeParse({ name: "s", transport: { type: "stdio", command: "npx" }, auth: { type: "oauth" } }))).toEqual(["auth"]);
  });
});

describe("POST /v1/connectors/:id/logins", () => {
  it.each([
    [{ scope: "organisation" }, []],
    [{ scope: "guild", guildId: "g" }, []],
    [{ scope: "agent", agentId: "a", platform: true }, []],
    [{ scope: "guild" }, ["guildId"]],
    [{ scope: "agent", guildId: "g" }, ["guildId", "agentId"]],
    [{ scope: "organisation", guildId: "g", agentId: "a" }, ["guildId", "agentId"]],
    [{ scope: "team" }, ["scope"]],
  ])("%j → problems at %j", (body, expected) => {
    const parsed = CreateLoginBodySchema.safeParse(body);
    expect(parsed.success).toBe(expected.length === 0);
    expect(paths(parsed).sort()).toEqual([...expected].sort());
  });

  it("defaults platform to false", () => {
    expect(CreateLoginBodySchema.parse({ scope: "organisation" }).platform).toBe(false);
  });
});

describe("PATCH /v1/logins/:id/tools", () => {
  it("takes on/off, the admin's overrides, and null", () => {
    const body = { "files.read_text_file": false, write_file: { access: "read", retry: "idempotent" }, list: { enabled: true, retry: null }, other: null };
    expect(UpdateLoginToolsBodySchema.parse(body)).toEqual(body);
  });

  it.each([{}, { echo: "off" }, { echo: { access: "admin" } }, { echo: { retry: "sometimes" } }, { echo: { color: "red" } }])("refuses %j", (body) => {
    expect(UpdateLoginToolsBodySchema.safeParse(body).success).toBe(false);
  });
});
