import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, TEST_POSTGRES_PORT } from "@/lib/server/database/embedded-postgres";
import { probeConnection, withClient } from "@/lib/server/database/postgres-connection";
import { postmasterPid, stopPostgresProcess } from "@/lib/server/database/postgres-process";

// lib/server/database/embedded-postgres.ts: reusing a server that already listens, and adopting one
// that a killed launcher left behind. A port of its own (54329) keeps this apart from every other use.

const root = path.resolve(__dirname, "../../..");
const ORPHAN_PORT = 54329;
const folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-embedded-"));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
chmodSync(folder, 0o755);

afterAll(async () => {
  // A failed assertion must not leave a server behind.
  const pid = postmasterPid(path.join(folder, "pg"));
  if (pid !== null) await stopPostgresProcess(pid);
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the server from another process, then kills that process with SIGKILL, as `kill -9` would. */
function startThenKillLauncher(dataDirectory: string): Promise<void> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(root, "lib/server/database/embedded-postgres.ts"))});
    startEmbeddedPostgres({ dataDirectory: ${JSON.stringify(dataDirectory)}, port: ${ORPHAN_PORT}, database: "left_behind" })
      .then(() => console.log("ready"));`;
  return new Promise((resolve, reject) => {
    // node itself: killing the tsx wrapper would leave its inner node, the real launcher, alive.
    const launcher = spawn(process.execPath, ["--import", "tsx", "-e", script], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    launcher.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) launcher.kill("SIGKILL");
    });
    launcher.once("exit", (_code, signal) => (signal === "SIGKILL" ? resolve() : reject(new Error("the launcher ended before its server was ready"))));
  });
}

describe("startEmbeddedPostgres", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)("reuses the server already running on a port and leaves it running for its owner", async () => {
    const server = await startEmbeddedPostgres({ dataDirectory: path.join(root, ".data/test-pg"), port: TEST_POSTGRES_PORT, database: "tollgate_test_reuse_probe" });
    expect(server.origin).toBe("reused");
    expect(await withClient(server.url, async (client) => (await client.query("SELECT current_database() AS name")).rows[0].name)).toBe("tollgate_test_reuse_probe");
    await withClient(server.adminUrl, (client) => client.query(`DROP DATABASE "tollgate_test_reuse_probe"`));
    await server.stop();
    // This run's global setup owns it, and that process is alive: stop() must not end it.
    expect((await probeConnection(server.adminUrl)).status).toBe("accepted");
  });

  it("adopts a server whose launcher was killed with kill -9, and stops it", async () => {
    const dataDirectory = path.join(folder, "pg");
    await startThenKillLauncher(dataDirectory);
    const leftover = postmasterPid(dataDirectory);
    expect(leftover).not.toBeNull();

    const server = await startEmbeddedPostgres({ dataDirectory, port: ORPHAN_PORT, database: "left_behind" });
    expect(server.origin).toBe("reused");
    expect(postmasterPid(dataDirectory)).toBe(leftover);
    await server.stop();
    expect(postmasterPid(dataDirectory)).toBeNull();
    expect((await probeConnection(server.adminUrl)).status).toBe("nothing_listening");

    // And it starts again from the same folder without initialising it anew.
    const again = await startEmbeddedPostgres({ dataDirectory, port: ORPHAN_PORT, database: "left_behind" });
    expect(again.origin).toBe("started");
    await again.stop();
    expect((await probeConnection(again.adminUrl)).status).toBe("nothing_listening");
  });

  it("refuses a port taken by something that is not a PostgreSQL it can use", async () => {
    const sockets = new Set<net.Socket>();
    const impostor = net.createServer((socket) => {
      sockets.add(socket);
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    });
    await new Promise<void>((resolve) => impostor.listen(ORPHAN_PORT, "127.0.0.1", resolve));
    try {
      await expect(startEmbeddedPostgres({ dataDirectory: path.join(folder, "unused"), port: ORPHAN_PORT, database: "x" })).rejects.toThrow(
        /^Port 54329 is taken by a server that refuses Tollgate's embedded credentials \(.+\)\. Stop it, or choose another port\.$/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });
});
