import { randomBytes, randomInt } from "node:crypto";
import { availableParallelism } from "node:os";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createDatabaseIfMissing, dropDatabase, withClient, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { BROWSER_PORTS_PER_WORKER } from "./test-database";
import { acquireTestServer } from "./test-server";

// vitest globalSetup of the integration project: one fresh, migrated TEMPLATE database per test run
// (tollgate_test_<pid>), from which each vitest worker gets its own copy (tollgate_test_<pid>_w<pool id>,
// made by tests/support/worker-setup.ts), so files run in parallel without seeing each other's rows.
// The template refuses connections: a session on it would stop the next copy from being made. All of
// this run's databases are dropped at the end. See tests/support/test-database.ts for the rules.

export const TEST_DATABASE_PREFIX = "tollgate_test_";

/** DevTools ports stay below this (the highest port is 65535); the range starts at 20000, as before. */
const HIGHEST_BROWSER_PORT = 65_000;
const LOWEST_BROWSER_PORT = 20_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  return withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    return rows.map((row) => row.datname);
  });
}

/** Databases of test runs that died before their teardown (only on our own embedded server). */
async function dropAbandonedDatabases(adminUrl: string): Promise<void> {
  for (const name of await databasesNamed(adminUrl, TEST_DATABASE_PREFIX)) {
    const pid = Number(name.slice(TEST_DATABASE_PREFIX.length).split("_")[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) await dropDatabase(adminUrl, name);
  }
}

/** The template and every worker's copy of it (the workers have ended when teardown runs). */
async function dropRunDatabases(adminUrl: string, template: string): Promise<void> {
  const copies = (await databasesNamed(adminUrl, `${template}_w`)).filter((name) => /_w\d+$/.test(name));
  for (const name of [...copies, template]) await dropDatabase(adminUrl, name);
}

/** A random start per run, so two test runs on one machine seldom share Chrome ports; each worker takes its own slice. */
function browserBasePort(maxWorkers: number): number {
  const highestBase = HIGHEST_BROWSER_PORT - maxWorkers * BROWSER_PORTS_PER_WORKER;
  return LOWEST_BROWSER_PORT + randomInt(Math.max(1, Math.floor((highestBase - LOWEST_BROWSER_PORT) / 10))) * 10;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await acquireTestServer();
  if (server.embedded) await dropAbandonedDatabases(server.adminUrl);
  const template = `${TEST_DATABASE_PREFIX}${process.pid}`;
  await dropRunDatabases(server.adminUrl, template);
  await createDatabaseIfMissing(server.adminUrl, template);
  await migrateDatabase({ connectionString: withDatabaseName(server.adminUrl, template) });
  await withClient(server.adminUrl, (client) => client.query(`ALTER DATABASE "${template}" WITH ALLOW_CONNECTIONS false`));

  // Workers inherit this process's environment; worker-setup.ts sets DATABASE_URL to the worker's copy.
  delete process.env.DATABASE_URL;
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  // Issue 16: the operator allows the commands stdio connectors run. The tests' own fixture servers are
  // scripts run by this Node (tests/support/mcp), beside the MCP reference servers' bins.
  process.env.TOLLGATE_STDIO_COMMANDS ??= [process.execPath, "mcp-server-everything", "mcp-server-filesystem", "mcp-server-memory"].join(",");
  project.provide("testTemplateDatabase", template);
  project.provide("testServerAdminUrl", server.adminUrl);
  project.provide("testBrowserBasePort", browserBasePort(Number(project.config.maxWorkers) || availableParallelism()));

  return async () => {
    await dropRunDatabases(server.adminUrl, template);
    await server.release();
  };
}
