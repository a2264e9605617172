import { describe, expect, it } from "vitest";
import { CreateConnectorBodySchema } from "@/lib/contracts/connector-bodies";
import { createConnectorBody, EMPTY_CONNECTOR_DRAFT, EMPTY_VALUE_ROW, type ConnectorDraft } from "@/components/connectors/connector-draft";

// The new-connector form's body is CONTRACT.md's POST /v1/connectors: what the API's own schema accepts.

const draft = (change: Partial<ConnectorDraft>): ConnectorDraft => ({ ...EMPTY_CONNECTOR_DRAFT, ...change });

describe("createConnectorBody", () => {
  it("sends a stdio server's arguments one per line, exactly as typed, and skips blank lines", () => {
    const body = createConnectorBody(draft({ name: "files", command: " npx ", argumentLines: "-y\n\n@modelcontextprotocol/server-filesystem\r\n /tmp/with space \n   \n" }));
    expect(body.transport).toEqual({ type: "stdio", command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", " /tmp/with space "] });
    expect(body.auth).toEqual({ type: "none" });
    expect(CreateConnectorBodySchema.safeParse(body).success).toBe(true);
  });

  it("names a secret for a row that reads one, and never carries a typed value for it", () => {
    const body = createConnectorBody(
      draft({
        name: "files",
        command: "server",
        env: [
          { key: "MODE", source: "value", value: "read-only", secret: "GITHUB_TOKEN" },
          { key: " TOKEN ", source: "secret", value: "typed-before-switching", secret: "GITHUB_TOKEN" },
          EMPTY_VALUE_ROW,
        ],
      }),
    );
    expect(body.transport).toEqual({ type: "stdio", command: "server", env: { MODE: "read-only", TOKEN: { secret: "GITHUB_TOKEN" } } });
    expect(JSON.stringify(body)).not.toContain("typed-before-switching");
    expect(CreateConnectorBodySchema.safeParse(body).success).toBe(true);
  });

  it("builds an HTTP server with headers and OAuth (client id optional, secret by name, scopes split)", () => {
    const body = createConnectorBody(
      draft({
        name: "docs",
        description: "  Team docs  ",
        transport: "http",
        command: "left over from stdio",
        url: " https://mcp.example.com/mcp ",
        headers: [{ key: "X-Team", source: "value", value: "blue", secret: "" }],
        auth: "oauth",
        clientSecret: "DOCS_CLIENT_SECRET",
        scopes: "docs:read, docs:write  offline",
      }),
    );
    expect(body).toEqual({
      name: "docs",
      description: "Team docs",
      transport: { type: "http", url: "https://mcp.example.com/mcp", headers: { "X-Team": "blue" } },
      auth: { type: "oauth", clientSecret: { secret: "DOCS_CLIENT_SECRET" }, scopes: ["docs:read", "docs:write", "offline"] },
    });
    expect(CreateConnectorBodySchema.safeParse(body).success).toBe(true);
  });

  it("leaves a half-filled row in, for the API to name what is wrong with it", () => {
    const body = createConnectorBody(draft({ name: "files", command: "server", env: [{ key: "", source: "secret", value: "", secret: "TOKEN" }] }));
    expect(body.transport).toEqual({ type: "stdio", command: "server", env: { "": { secret: "TOKEN" } } });
    const refused = CreateConnectorBodySchema.safeParse(body);
    expect(refused.success).toBe(false);
  });
});
