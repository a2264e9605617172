// The connector pool against a real stdio MCP server (tests/support/mcp/stdio-fixture-server.ts):
// one process reused across calls, started again after it died, a hang costs the call a timeout and not
// the connection, a flood costs the call `output_too_large` and not this process.

import { afterAll, describe, expect, it } from "vitest";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import { ConnectorError } from "@/lib/connectors/connector-error";
import type { ConnectionTarget } from "@/lib/connectors/connector-types";
import { stdioFixtureTransport } from "@/tests/support/mcp/stdio-fixture-server";
import { readSettings } from "@/lib/settings/read-settings";

const pool = createConnectorPool({ maxMessageBytes: 1024 * 1024, settings: readSettings({}) });
afterAll(() => pool.close());

function target(key: string, options: Parameters<typeof stdioFixtureTransport>[0] = {}): ConnectionTarget {
  return { key, transport: stdioFixtureTransport(options) };
}

/**
 * The host's id of the process serving `connection` (after one call, so it is open). Not the server's own
 * `process.pid`: every stdio server runs in its own PID namespace (issue 16), where that id is always small.
 */
async function pidOf(connection: ConnectionTarget): Promise<number> {
  await pool.call(connection, "echo", { text: "which process" }, { timeoutMs: 10_000 });
  const pid = pool.connectionInfo(connection.key)?.pid;
  expect(pid).toBeGreaterThan(0);
  return pid!;
}

async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe("a stdio connector", () => {
  const server = target("stdio-main", { env: { FIXTURE_SECRET: "s3cret-value" } });

  it("lists every page, and serves calls from one process, with the configured env", async () => {
    const paged = target("stdio-paged", { pageSize: 3 });
    const listing = await pool.list(paged);
    expect(listing.server.name).toBe("tollgate-fixture");
    expect(listing.tools.map((tool) => tool.serverName)).toContain("read_env");
    expect(listing.tools.length).toBeGreaterThan(9);
    expect(listing.tools.find((tool) => tool.serverName === "echo")?.annotations).toEqual({ readOnlyHint: true });

    const first = await pidOf(server);
    const second = await pidOf(server);
    expect(second).toBe(first);
    expect(pool.connectionInfo("stdio-main")?.pid).toBe(first);
    const env = await pool.call(server, "read_env", { name: "FIXTURE_SECRET" }, { timeoutMs: 10_000 });
    expect(env.text).toBe("s3cret-value");
  });

  it("costs a hanging call a timeout, and the same process answers the next call", async () => {
    const before = await pidOf(server);
    const failure = await failureOf(pool.call(server, "hang", {}, { timeoutMs: 300 }));
    expect(failure.code).toBe("timed_out");
    expect(await pidOf(server)).toBe(before);
  });

  it("stops a call when its signal is aborted", async () => {
    const controller = new AbortController();
    const pending = pool.call(server, "hang", {}, { timeoutMs: 30_000, signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).code).toBe("aborted");
    expect(await pool.call(server, "echo", { text: "still here" }, { timeoutMs: 10_000 })).toEqual({ isError: false, text: "still here", media: [] });
  });

  it("fails the call of a server that crashes, and starts it again on the next use", async () => {
    const before = await pidOf(server);
    const failure = await failureOf(pool.call(server, "crash", {}, { timeoutMs: 10_000 }));
    expect(failure.code).toBe("server_crashed");
    const after = await pidOf(server);
    expect(after).not.toBe(before);
  });

  it("kills a server that writes an endless line, and the call fails output_too_large", async () => {
    const flooding = target("stdio-flood");
    const before = await pidOf(flooding);
    const failure = await failureOf(pool.call(flooding, "flood", { endless: true }, { timeoutMs: 20_000 }));
    expect(failure.code).toBe("output_too_large");
    expect(() => process.kill(before, 0)).toThrow();
    expect(await pidOf(flooding)).not.toBe(before);
  });

  it("reports a server that cannot start as connect_failed, without its env values", async () => {
    const missing: ConnectionTarget = {
      key: "stdio-missing",
      transport: { type: "stdio", command: "/nonexistent/mcp-server", args: [], env: { TOKEN: "never-shown-token" } },
    };
    const failure = await failureOf(pool.list(missing));
    expect(failure.code).toBe("connect_failed");
    expect(failure.message).not.toContain("never-shown-token");
  });

  it("fails a listing the server refuses, as a protocol error naming what it said", async () => {
    const failure = await failureOf(pool.list(target("stdio-fail-listing", { failListing: true })));
    expect(failure.code).toBe("protocol_error");
    expect(failure.message).toContain("switched off");
  });

  it("tells the listener the fresh list when the server says it changed", async () => {
    const changing = target("stdio-changing");
    const heard = new Promise<string[]>((resolve) => {
      pool.onListChanged((key, listing) => {
        if (key === "stdio-changing") resolve(listing.tools.map((tool) => tool.serverName));
      });
    });
    await pool.call(changing, "add_tool", { name: "brand_new" }, { timeoutMs: 10_000 });
    expect(await heard).toContain("brand_new");
  });

  it("closes a connection left idle, and opens a new process on the next use", async () => {
    const idlePool = createConnectorPool({ idleSeconds: 0.2, settings: readSettings({}) });
    try {
      const idle = target("stdio-idle");
      await idlePool.call(idle, "echo", { text: "first" }, { timeoutMs: 10_000 });
      const first = idlePool.connectionInfo("stdio-idle")?.pid;
      expect(first).toBeGreaterThan(0);
      await waitFor(() => idlePool.connectionInfo("stdio-idle") === undefined);
      expect(idlePool.connectionInfo("stdio-idle")).toBeUndefined();
      await idlePool.call(idle, "echo", { text: "second" }, { timeoutMs: 10_000 });
      expect(idlePool.connectionInfo("stdio-idle")?.pid).not.toBe(first);
    } finally {
      await idlePool.close();
    }
  });

  it("shares one opening between concurrent first uses", async () => {
    const shared = target("stdio-shared");
    const pids = await Promise.all([pidOf(shared), pidOf(shared), pidOf(shared)]);
    expect(new Set(pids).size).toBe(1);
  });
});

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}
