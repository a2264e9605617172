// The connector pool against a real streamable-HTTP MCP server on loopback (tests/support/mcp): the
// session reused, a forgotten session opened again once, headers sent, and each failure a code.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import { ConnectorError } from "@/lib/connectors/connector-error";
import type { ConnectionTarget } from "@/lib/connectors/connector-types";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { TINY_PNG_BASE64 } from "@/tests/support/mcp/fixture-tools";
import { readSettings } from "@/lib/settings/read-settings";

const pool = createConnectorPool({ maxMessageBytes: 1024 * 1024, settings: readSettings({}) });
let server: LoopbackMcpServer;
let paged: LoopbackMcpServer;

beforeAll(async () => {
  server = await startLoopbackMcpServer({ requireBearer: "header-secret-123" });
  paged = await startLoopbackMcpServer({ pageSize: 2 });
});
afterAll(async () => {
  await pool.close();
  await Promise.all([server.close(), paged.close()]);
});

function target(key: string, url = server.url, headers: Record<string, string> = { authorization: "Bearer header-secret-123" }): ConnectionTarget {
  return { key, transport: { type: "http", url, headers } };
}

async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

const fast = { timeoutMs: 10_000 };

describe("an HTTP connector", () => {
  it("follows the listing's pages to the end", async () => {
    const listing = await pool.list(target("http-paged", paged.url, {}));
    expect(listing.tools.map((tool) => tool.serverName)).toEqual(expect.arrayContaining(["echo", "ref_schema", "read_env"]));
    expect(listing.tools.find((tool) => tool.serverName === "ref_schema")?.inputSchema).toHaveProperty("$defs");
    expect(paged.requests.filter((request) => request.method === "POST").length).toBeGreaterThan(6);
  });

  it("reuses one session for calls, sending the configured headers", async () => {
    const main = target("http-main");
    await pool.call(main, "record_arguments", { required_text: "", optional_text: "x" }, fast);
    const session = pool.connectionInfo("http-main")?.sessionId;
    expect(session).toBeDefined();
    await pool.call(main, "echo", { text: "again" }, fast);
    expect(pool.connectionInfo("http-main")?.sessionId).toBe(session);
    expect(server.received.at(-2)?.arguments).toEqual({ required_text: "", optional_text: "x" });
    expect(server.received.at(-1)?.headers.authorization).toBe("Bearer header-secret-123");
  });

  it("opens a new session once when the server forgot the old one", async () => {
    const main = target("http-main");
    await pool.call(main, "echo", { text: "before" }, fast);
    const before = pool.connectionInfo("http-main")?.sessionId;
    await server.expireSessions();
    expect((await pool.call(main, "echo", { text: "after" }, fast)).text).toBe("after");
    expect(pool.connectionInfo("http-main")?.sessionId).not.toBe(before);
  });

  it("converts media, structured content, tool errors and resource links", async () => {
    const main = target("http-main");
    const image = await pool.call(main, "image", {}, fast);
    expect(image.text).toBe("a tiny png");
    expect(image.media).toEqual([{ kind: "image", mimeType: "image/png", data: Buffer.from(TINY_PNG_BASE64, "base64") }]);
    expect((await pool.call(main, "structured", {}, fast)).text).toBe('{"temperature":21.5,"unit":"celsius","city":"Lyon"}');
    expect(await pool.call(main, "fail", { message: "no such row" }, fast)).toEqual({ isError: true, text: "no such row", media: [] });
    const links = await pool.call(main, "resource_link", {}, fast);
    expect(links.text.split("\n")).toEqual([
      "[resource link report.pdf: file:///fixture/report.pdf, application/pdf]",
      "embedded notes",
      "[resource file:///fixture/blob.bin (application/octet-stream, 3 bytes)]",
    ]);
  });

  it("costs a hanging call a timeout and keeps the session", async () => {
    const main = target("http-main");
    await pool.call(main, "echo", { text: "x" }, fast);
    const session = pool.connectionInfo("http-main")?.sessionId;
    expect((await failureOf(pool.call(main, "hang", {}, { timeoutMs: 300 }))).code).toBe("timed_out");
    expect((await pool.call(main, "echo", { text: "next" }, fast)).text).toBe("next");
    expect(pool.connectionInfo("http-main")?.sessionId).toBe(session);
  });

  it("fails the call whose connection the server destroys, and connects again on the next use", async () => {
    const crashing = target("http-crash");
    const failure = await failureOf(pool.call(crashing, "crash", {}, fast));
    expect(failure.code).toBe("server_crashed");
    expect((await pool.call(crashing, "echo", { text: "back" }, fast)).text).toBe("back");
  });

  it("cuts a message larger than the limit: output_too_large, and the next call works", async () => {
    const flooding = target("http-flood");
    const failure = await failureOf(pool.call(flooding, "flood", { bytes: 3 * 1024 * 1024 }, fast));
    expect(failure.code).toBe("output_too_large");
    expect((await pool.call(flooding, "flood", { bytes: 1000 }, fast)).text).toHaveLength(1000);
  });

  it("tells the listener the fresh list when a tool is added", async () => {
    const changing = target("http-changing");
    await pool.list(changing);
    await waitFor(() => server.requests.some((request) => request.method === "GET" && request.headers["mcp-session-id"] === pool.connectionInfo("http-changing")?.sessionId));
    const heard = new Promise<string[]>((resolve) => {
      pool.onListChanged((key, listing) => {
        if (key === "http-changing") resolve(listing.tools.map((tool) => tool.serverName));
      });
    });
    await server.addTool("late_arrival");
    expect(await heard).toContain("late_arrival");
  });

  it("fails a refused listing, and a missing token as unauthorized without echoing headers", async () => {
    server.setFailListing(true);
    try {
      expect((await failureOf(pool.list(target("http-main")))).code).toBe("protocol_error");
    } finally {
      server.setFailListing(false);
    }
    const wrong = await failureOf(pool.list(target("http-wrong", server.url, { authorization: "Bearer wrong-secret-456" })));
    expect(wrong.code).toBe("unauthorized");
    expect(wrong.message).not.toContain("wrong-secret-456");
    const nobody = await failureOf(pool.list(target("http-nobody", "http://127.0.0.1:1/mcp", {})));
    expect(nobody.code).toBe("connect_failed");
  });
});

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
}
