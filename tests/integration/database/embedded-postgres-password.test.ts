import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/lib/server/database/embedded-postgres";
import { probeConnection, withClient } from "@/lib/server/database/postgres-connection";
import { postgresPasswordFile } from "@/lib/server/database/postgres-password";
import { postmasterPid, stopPostgresProcess } from "@/lib/server/database/postgres-process";

// Issue 16, item 4: the embedded PostgreSQL's password is generated and kept in the data directory (0600),
// never the fixed one any program on the machine knew; a cluster made with the old fixed password is moved
// to a generated one on its first start (whether this start spawns it or finds it running).

const folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-pg-password-"));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
chmodSync(folder, 0o755);
const cluster = path.join(folder, "pg");

afterAll(async () => {
  const pid = postmasterPid(cluster);
  if (pid !== null) await stopPostgresProcess(pid);
  rmSync(folder, { recursive: true, force: true });
});

/** A port nothing listens on now (other helpers' test runs use the fixed ones). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}

const legacyUrl = (port: number) => `postgresql://tollgate:tollgate@127.0.0.1:${port}/postgres`;

/** Puts the cluster back as clusters were before issue 16: the fixed password, no password file. */
async function makeLegacy(adminUrl: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query("ALTER ROLE tollgate WITH PASSWORD 'tollgate'"));
  unlinkSync(postgresPasswordFile(cluster));
}

describe("the embedded PostgreSQL's password", () => {
  it("is generated for a new cluster, kept 0600 in the data directory, and the fixed one is refused", async () => {
    const port = await freePort();
    const server = await startEmbeddedPostgres({ dataDirectory: cluster, port, database: "tollgate" });
    try {
      const file = postgresPasswordFile(cluster);
      expect(path.dirname(file)).toBe(folder);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, "utf8").trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(decodeURIComponent(new URL(server.url).password)).toBe(password);
      expect((await probeConnection(server.adminUrl)).status).toBe("accepted");
      expect((await probeConnection(legacyUrl(port))).status).toBe("refused");
    } finally {
      await server.stop();
    }
  });

  it("moves a cluster made with the old fixed password to a generated one when it starts it", async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDirectory: cluster, port, database: "tollgate" });
    await makeLegacy(first.adminUrl);
    await first.stop();
    expect(postmasterPid(cluster)).toBeNull();

    const again = await startEmbeddedPostgres({ dataDirectory: cluster, port, database: "tollgate" });
    try {
      expect(again.origin).toBe("started");
      expect((await probeConnection(again.url)).status).toBe("accepted");
      expect((await probeConnection(legacyUrl(port))).status).toBe("refused");
      expect(decodeURIComponent(new URL(again.url).password)).toBe(readFileSync(postgresPasswordFile(cluster), "utf8").trim());
    } finally {
      await again.stop();
    }
  });

  it("moves a running cluster that still has the old password (an upgrade while npm start runs elsewhere)", async () => {
    const port = await freePort();
    const owner = await startEmbeddedPostgres({ dataDirectory: cluster, port, database: "tollgate" });
    try {
      await makeLegacy(owner.adminUrl);
      const cli = await startEmbeddedPostgres({ dataDirectory: cluster, port, database: "tollgate" });
      expect(cli.origin).toBe("reused");
      expect((await probeConnection(cli.url)).status).toBe("accepted");
      expect((await probeConnection(legacyUrl(port))).status).toBe("refused");
      await cli.stop();
    } finally {
      await owner.stop();
    }
  });
});
