// The fixture servers themselves, through the SDK's own client: what other tests build on behaves as
// described (pagination, list_changed, bearer, OAuth endpoints).

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { startLoopbackOAuthServer } from "@/tests/support/mcp/loopback-oauth-server";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function httpClient(server: LoopbackMcpServer, headers: Record<string, string> = {}) {
  const client = new Client({ name: "fixture-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers } }));
  cleanups.push(() => client.close());
  return client;
}

describe("loopback MCP fixture server", () => {
  it("pages its tool list and records the arguments it got", async () => {
    const server = await startLoopbackMcpServer({ pageSize: 5 });
    cleanups.push(() => server.close());
    const client = await httpClient(server);
    const first = await client.listTools();
    expect(first.tools).toHaveLength(5);
    expect(first.nextCursor).toBe("5");
    const result = await client.callTool({ name: "record_arguments", arguments: { required_text: "a" } });
    expect(result.content).toEqual([{ type: "text", text: '{"required_text":"a"}' }]);
    expect(server.received.map((call) => call.arguments)).toEqual([{ required_text: "a" }]);
  });

  it("tells connected sessions when a tool is added", async () => {
    const server = await startLoopbackMcpServer();
    cleanups.push(() => server.close());
    const client = await httpClient(server);
    const changed = new Promise<void>((resolve) => client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
    await client.listTools();
    // The notification travels on the GET stream the client opens after initialization.
    await waitFor(() => server.requests.some((request) => request.method === "GET"));
    await server.addTool("late_tool");
    await changed;
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("late_tool");
  });

  it("refuses a request without the bearer token and fails listing on demand", async () => {
    const server = await startLoopbackMcpServer({ requireBearer: "sesame" });
    cleanups.push(() => server.close());
    await expect(httpClient(server)).rejects.toThrow();
    const client = await httpClient(server, { authorization: "Bearer sesame" });
    server.setFailListing(true);
    await expect(client.listTools()).rejects.toThrow(/switched off/);
  });
});

describe("stdio MCP fixture server", () => {
  it("serves the same tools from its own process", async () => {
    const transport = stdioFixtureTransport({ env: { FIXTURE_VALUE: "v1" } });
    const client = new Client({ name: "fixture-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({ command: transport.command, args: transport.args, env: { ...process.env, ...transport.env } as Record<string, string>, stderr: "pipe" }),
    );
    cleanups.push(() => client.close());
    const pid = await client.callTool({ name: "pid", arguments: {} });
    expect(Number((pid.content as { text: string }[])[0]!.text)).toBeGreaterThan(0);
    const env = await client.callTool({ name: "read_env", arguments: { name: "FIXTURE_VALUE" } });
    expect(env.content).toEqual([{ type: "text", text: "v1" }]);
  });
});

describe("loopback OAuth fixture server", () => {
  it("answers 401 naming its resource metadata, and publishes both metadata documents", async () => {
    const oauth = await startLoopbackOAuthServer();
    cleanups.push(() => oauth.close());
    const refused = await fetch(oauth.url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(refused.status).toBe(401);
    const challenge = refused.headers.get("www-authenticate") ?? "";
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    const resource = (await (await fetch(metadataUrl!)).json()) as { resource: string; authorization_servers: string[] };
    expect(resource.resource).toBe(oauth.url);
    const as = (await (await fetch(`${resource.authorization_servers[0]}/.well-known/oauth-authorization-server`)).json()) as {
      code_challenge_methods_supported: string[];
    };
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);
  });
});

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
}
