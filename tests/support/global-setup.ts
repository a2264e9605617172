import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createDatabaseIfMissing, dropDatabase, withClient, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { acquireTestServer } from "./test-server";

// vitest globalSetup of the integration project: one fresh, migrated database per test run
// (tollgate_test_<pid>), handed to the test files through `provide` and DATABASE_URL, dropped at the end.

export const TEST_DATABASE_PREFIX = "tollgate_test_";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Databases of test runs that died before their teardown (only on our own embedded server). */
async function dropAbandonedDatabases(adminUrl: string): Promise<void> {
  const names = await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEST_DATABASE_PREFIX}%`]);
    return rows.map((row) => row.datname);
  });
  for (const name of names) {
    const pid = Number(name.slice(TEST_DATABASE_PREFIX.length).split("_")[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) await dropDatabase(adminUrl, name);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await acquireTestServer();
  if (server.embedded) await dropAbandonedDatabases(server.adminUrl);
  const name = `${TEST_DATABASE_PREFIX}${process.pid}`;
  await dropDatabase(server.adminUrl, name);
  await createDatabaseIfMissing(server.adminUrl, name);
  const url = withDatabaseName(server.adminUrl, name);
  await migrateDatabase({ connectionString: url });

  // Both roads, so code that reads DATABASE_URL (db(), pg-boss) and tests that inject agree.
  process.env.DATABASE_URL = url;
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  // Issue 16: the operator allows the commands stdio connectors run. The tests' own fixture servers are
  // scripts run by this Node (tests/support/mcp), beside the MCP reference servers' bins.
  process.env.TOLLGATE_STDIO_COMMANDS ??= [process.execPath, "mcp-server-everything", "mcp-server-filesystem", "mcp-server-memory"].join(",");
  project.provide("databaseUrl", url);
  project.provide("testServerAdminUrl", server.adminUrl);

  return async () => {
    await dropDatabase(server.adminUrl, name);
    await server.release();
  };
}
