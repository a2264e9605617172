// Issue 16, item 4: every stdio server runs in a sandbox. Real processes through the real pool and bwrap: a
// server cannot read the data directory (its secret key, nor a file anyone may read), cannot write outside
// its own folder, runs as an unprivileged user in its own PID namespace, and where no sandbox can be made
// nothing starts (`sandbox_unavailable`), never bare.

import { spawnSync } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError } from "@/lib/connectors/connector-error";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import type { ConnectionTarget } from "@/lib/connectors/connector-types";
import { SANDBOX_FOLDER } from "@/lib/sandbox/sandbox-argv";
import { sandboxFolderOf, sandboxStatus } from "@/lib/sandbox/sandbox";
import { readSettings } from "@/lib/settings/read-settings";

const dataDirectory = path.resolve(".data", `sandbox-test-${process.pid}`);
/** The product's default data directory, beside the configured one: hidden as well. */
const defaultDataDirectory = path.resolve(".data");
const environment = { TOLLGATE_DATA_DIR: dataDirectory };
const settings = readSettings(environment);
const pool = createConnectorPool({ settings });
const call = { timeoutMs: 20_000 };
const probe = path.resolve("tests/support/mcp/host-probe-server.mjs");

function server(key: string): ConnectionTarget {
  return { key, transport: { type: "stdio", command: process.execPath, args: [probe], env: {} } };
}

async function text(key: string, tool: string, input: Record<string, unknown> = {}): Promise<string> {
  return (await pool.call(server(key), tool, input, call)).text;
}

beforeAll(async () => {
  await mkdir(dataDirectory, { recursive: true });
  await writeFile(path.join(dataDirectory, "secret.key"), "THE-SECRET-KEY\n", { mode: 0o600 });
  await writeFile(path.join(dataDirectory, "anyone-may-read.txt"), "VISIBLE-ONLY-ON-THE-HOST\n", { mode: 0o644 });
  await writeFile(path.join(defaultDataDirectory, "default-data.txt"), "ALSO-ONLY-ON-THE-HOST\n", { mode: 0o644 });
});

afterAll(async () => {
  await pool.close();
  await rm(dataDirectory, { recursive: true, force: true });
  await rm(path.join(defaultDataDirectory, "default-data.txt"), { force: true });
});

describe("a sandboxed stdio server", () => {
  it("is sandboxed here (bubblewrap is installed on the test machine)", async () => {
    expect(await sandboxStatus(settings)).toMatchObject({ state: "ready" });
  });

  it("runs as an unprivileged user, in its own folder and its own PID namespace", async () => {
    const who = JSON.parse(await text("who", "whoami")) as { uid: number; pid: number; cwd: string };
    expect(who.uid).not.toBe(0);
    expect(who.cwd).toBe(SANDBOX_FOLDER);
    expect(who.pid).toBeLessThan(10);
    expect(pool.connectionInfo("who")?.pid).not.toBe(who.pid);
  });

  it("cannot read the data directory: not its secret key, not a file anyone on the host may read", async () => {
    for (const file of ["secret.key", "anyone-may-read.txt"]) {
      const said = await text("reader", "read_file", { path: path.join(dataDirectory, file) });
      expect(said).toMatch(/^refused: ENOENT/);
    }
    expect(await text("reader", "read_file", { path: path.join(defaultDataDirectory, "default-data.txt") })).toMatch(/^refused: ENOENT/);
    expect(await text("reader", "read_file", { path: "/etc/shadow" })).toMatch(/^refused/);
  });

  it("writes its own folder only: not the system, the product's files, /tmp's host side or another server's folder", async () => {
    expect(await text("writer", "write_file", { path: `${SANDBOX_FOLDER}/mine.txt` })).toBe("ok: written");
    expect(await readFile(path.join((await sandboxFolderOf("writer", settings))!, "mine.txt"), "utf8")).toBe("written");
    const other = (await sandboxFolderOf("other", settings))!;
    for (const outside of ["/usr/tollgate-was-here", path.resolve("package.json"), path.resolve("tollgate-was-here"), path.join(other, "x"), path.join(dataDirectory, "x")]) {
      expect(await text("writer", "write_file", { path: outside })).toMatch(/^refused: (EROFS|EACCES|ENOENT|EPERM)/);
    }
    await expect(readFile(path.join(other, "x"))).rejects.toThrow();
  });

  it("has limited memory and processes", async () => {
    const limits = await text("limited", "read_file", { path: "/proc/self/limits" });
    expect(limits).toMatch(new RegExp(`Max data size\\s+${1024 * 1024 * 1024}\\s`));
    expect(limits).toMatch(/Max processes\s+128\s/);
    expect(await text("limited", "allocate", { bytes: 16 * 1024 * 1024 })).toBe(`ok: ${16 * 1024 * 1024}`);
    expect(await text("limited", "allocate", { bytes: 1536 * 1024 * 1024 })).toMatch(/^refused/);
  });

  it("is killed with its whole sandbox when its connection closes", async () => {
    await text("closing", "whoami");
    const pid = pool.connectionInfo("closing")!.pid!;
    await pool.close();
    // No process of the sandbox's user (the one it dropped to) is left behind by this test's servers.
    const left = spawnSync("pgrep", ["-f", probe], { encoding: "utf8" }).stdout.trim();
    expect(left).toBe("");
    expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe("no sandbox", () => {
  it("refuses to start a stdio server where bubblewrap is missing: sandbox_unavailable, never bare", async () => {
    const bare = createConnectorPool({ settings: readSettings({ ...environment, TOLLGATE_SANDBOX_BWRAP: "/nonexistent/bwrap" }) });
    try {
      const error = await bare.list(server("bare")).then(() => null, (reason: unknown) => reason);
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).code).toBe("sandbox_unavailable");
      expect((error as ConnectorError).message).toContain("bubblewrap");
    } finally {
      await bare.close();
    }
  });

  it("TOLLGATE_SANDBOX=off runs it as it is (development only)", async () => {
    const off = createConnectorPool({ settings: readSettings({ ...environment, TOLLGATE_SANDBOX: "off" }) });
    try {
      const who = JSON.parse((await off.call(server("off"), "whoami", {}, call)).text) as { uid: number };
      expect(who.uid).toBe(process.getuid!());
    } finally {
      await off.close();
    }
  });
});
