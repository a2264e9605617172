import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/server/database/embedded-postgres";
import { withClient } from "@/lib/server/database/postgres-connection";
import { postmasterPid, stopPostgresProcess } from "@/lib/server/database/postgres-process";
import { runningPostgresPort } from "@/lib/server/database/running-postgres-port";

// Issue 12, item 6: `npm run tollgate -- user create` finds the embedded PostgreSQL that `npm start` runs on
// a port of its own (TOLLGATE_PG_PORT given to `npm start`, not to the CLI), from the data directory's
// postmaster.pid, instead of starting a second server or failing. A port of its own (54327) for this test.

const root = path.resolve(__dirname, "../../..");
const PORT = 54_327;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), "tollgate-cli-port-"));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
chmodSync(dataDirectory, 0o755);
const folder = path.join(dataDirectory, "pg");
let server: RunningPostgres;

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDirectory: folder, port: PORT, database: "tollgate" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  const pid = postmasterPid(folder);
  if (pid !== null) await stopPostgresProcess(pid);
  rmSync(dataDirectory, { recursive: true, force: true });
});

function cliEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, TOLLGATE_PG_PORT: _port, ...rest } = process.env;
  return { ...rest, TOLLGATE_DATA_DIR: dataDirectory };
}

describe("the CLI and the embedded database", () => {
  it("reads the running server's port from its postmaster.pid", () => {
    expect(runningPostgresPort(folder)).toBe(PORT);
    expect(runningPostgresPort(path.join(dataDirectory, "nothing-here"))).toBeNull();
  });

  it("creates a user in the server already running on another port, without TOLLGATE_PG_PORT, and leaves it running", async () => {
    const cli = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", "user", "create", "--email", "found@example.org", "--role", "editor"], {
      cwd: root,
      encoding: "utf8",
      env: cliEnvironment(),
      timeout: 120_000,
    });
    expect(cli.stderr).toContain(`reusing the embedded PostgreSQL in ${path.relative(root, folder)} on port ${PORT}.`);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/^Created user found@example\.org with roles editor\.\nPassword \(shown once; keep it now\): [A-Za-z0-9_-]{24}\n$/);
    const users = await withClient(server.url, async (client) => (await client.query(`SELECT email FROM "User" WHERE email = 'found@example.org'`)).rows);
    expect(users).toEqual([{ email: "found@example.org" }]);
    expect(postmasterPid(folder)).not.toBeNull();
  }, 120_000);
});
