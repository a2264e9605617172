import path from "node:path";
import pg from "pg";
import { setTimeout as sleep } from "node:timers/promises";
import { startEmbeddedPostgres, TEST_POSTGRES_PORT } from "@/lib/server/database/embedded-postgres";
import { readSettings } from "@/lib/settings/read-settings";

// The PostgreSQL server the integration tests create their databases on: TEST_DATABASE_URL's server when
// set (say the developer PostgreSQL at 127.0.0.1:5432), else the embedded one in .data/test-pg on 54321.
// Several test runs (several engineers, one tree) may share the embedded server: each holds a shared
// advisory lock while it runs, and the run that started the server stops it only once no other run
// holds that lock.

const PRESENCE_LOCK_KEY = 7_362_511_206;
const LONGEST_WAIT_FOR_OTHER_RUNS_MILLISECONDS = 10 * 60_000;

export type TestServer = {
  /** A connection string on that server to create and drop databases from. */
  adminUrl: string;
  /** True for the embedded server: stale test databases of dead runs may be dropped. */
  embedded: boolean;
  release: () => Promise<void>;
};

const REPOSITORY_ROOT = path.resolve(__dirname, "../..");

async function holdPresence(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => undefined);
  await client.connect();
  await client.query("SELECT pg_advisory_lock_shared($1)", [PRESENCE_LOCK_KEY]);
  return client;
}

async function waitUntilAlone(presence: pg.Client): Promise<boolean> {
  const deadline = Date.now() + LONGEST_WAIT_FOR_OTHER_RUNS_MILLISECONDS;
  let told = false;
  while (Date.now() < deadline) {
    // Our own shared lock does not conflict with our exclusive request: only other runs' locks do.
    const { rows } = await presence.query<{ alone: boolean }>("SELECT pg_try_advisory_lock($1) AS alone", [PRESENCE_LOCK_KEY]);
    if (rows[0]?.alone) return true;
    if (!told) console.log("[tests] another test run still uses the embedded PostgreSQL; waiting for it before stopping it.");
    told = true;
    await sleep(500);
  }
  return false;
}

export async function acquireTestServer(): Promise<TestServer> {
  const configured = readSettings().TEST_DATABASE_URL;
  if (configured) return { adminUrl: configured, embedded: false, release: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDirectory: path.join(REPOSITORY_ROOT, ".data/test-pg"),
    port: TEST_POSTGRES_PORT,
    database: "postgres",
  });
  const presence = await holdPresence(server.adminUrl);
  const release = async () => {
    if (server.origin === "started") await waitUntilAlone(presence);
    await presence.end().catch(() => undefined);
    await server.stop();
  };
  return { adminUrl: server.adminUrl, embedded: true, release };
}
