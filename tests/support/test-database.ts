import { inject } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { createDatabaseIfMissing, dropDatabase, withClient, withDatabaseName } from "@/lib/server/database/postgres-connection";

// What integration tests use to reach their database.
//
// The integration project runs test files in parallel, several vitest workers at once (vitest.config.mts,
// maxWorkers). tests/support/global-setup.ts migrates ONE template database per test run; each worker
// (VITEST_POOL_ID 1..maxWorkers) gets its own copy of it (`CREATE DATABASE … TEMPLATE …`, made by
// tests/support/worker-setup.ts before the worker's first file), and the files that worker runs, one after
// another, share that copy as files shared the single database before. Rules for a parallel-safe test:
//  - Reach the database through testDatabaseUrl() / testPrisma() / process.env.DATABASE_URL (all three name
//    the worker's copy; a spawned process inherits DATABASE_URL). Never hard-code a database name, never use
//    the admin URL for app tables, and call truncateAll() (it empties only your worker's copy) rather than
//    counting on another file having left the tables empty.
//  - A server you start listens on port 0. A fixed port (an embedded PostgreSQL of the test's own, say) must
//    be used by that one file alone. Chrome's DevTools ports are 127.0.0.1:<TOLLGATE_BROWSER_BASE_PORT +
//    slot>: worker-setup gives every worker a range of its own (slots come from the worker's own database's
//    sequence, so two workers hand out the same slot numbers); keep that variable, do not pick another base.
//  - Files and folders: mkdtemp() under os.tmpdir(), never a fixed path or .data/ (TOLLGATE_DATA_DIR too).
//  - process.env changes stay inside the file's own worker process (vitest forks one per file), but restore
//    them (or vi.stubEnv) so the tests of that file stay independent.
//  - Anything that watches the whole PostgreSQL server (pg_stat_activity, pg_locks) filters on
//    current_database(): other workers' sessions are there too.

declare module "vitest" {
  // Module augmentation needs an interface: this is how vitest types `provide`/`inject`.
  export interface ProvidedContext {
    /** The migrated template's name (tollgate_test_<pid of vitest>); it refuses connections: do not use it. */
    testTemplateDatabase: string;
    testServerAdminUrl: string;
    /** The lowest DevTools port of this run's range; worker N takes BROWSER_PORTS_PER_WORKER ports from base + (N-1)·that. */
    testBrowserBasePort: number;
  }
}

/** Each worker's Chrome ports: its agents' slots (one per agent its database ever made) must stay below this. */
export const BROWSER_PORTS_PER_WORKER = 4000;

function poolId(): number {
  const id = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(id) || id < 1) throw new Error("No VITEST_POOL_ID: run integration tests with `vitest --project integration`.");
  return id;
}

/** The name of this worker's copy of the template: tollgate_test_<pid of vitest>_w<pool id>. */
export function workerDatabaseName(): string {
  const template = inject("testTemplateDatabase");
  if (!template) throw new Error("No test database: run integration tests with `vitest --project integration` (its globalSetup makes one).");
  return `${template}_w${poolId()}`;
}

/** The migrated database of this worker (a copy of the run's template, made by worker-setup.ts). */
export function testDatabaseUrl(): string {
  return withDatabaseName(inject("testServerAdminUrl"), workerDatabaseName());
}

/** The first DevTools port of this worker's range (TOLLGATE_BROWSER_BASE_PORT in its test files). */
export function workerBrowserBasePort(): number {
  return inject("testBrowserBasePort") + (poolId() - 1) * BROWSER_PORTS_PER_WORKER;
}

/** 55006 object_in_use: something (autovacuum, a stray session) is connected to the template right now. */
const TEMPLATE_BUSY_RETRIES = 40;

/** Creates this worker's copy of the template unless an earlier file of the same worker did; returns its URL. */
export async function prepareWorkerDatabase(): Promise<string> {
  const adminUrl = inject("testServerAdminUrl");
  const name = workerDatabaseName();
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
  await withClient(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount) return;
      try {
        await client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(inject("testTemplateDatabase"))}`);
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== "55006" || attempt >= TEMPLATE_BUSY_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  return withDatabaseName(adminUrl, name);
}

let prisma: PrismaClient | undefined;

/** One PrismaClient per test file (vitest isolates files); idle connections close on their own. */
export function testPrisma(): PrismaClient {
  prisma ??= createPrismaClient(testDatabaseUrl());
  return prisma;
}

/** Empties every app table; leaves the migration ledger and pg-boss's own schema alone. */
export async function truncateAll(client: PrismaClient = testPrisma()): Promise<void> {
  const tables = await client.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT IN (${LEDGER_TABLE}, '_prisma_migrations')`;
  if (tables.length === 0) return;
  const list = tables.map((table) => `"${table.tablename.replaceAll('"', '""')}"`).join(", ");
  await client.$executeRawUnsafe(`TRUNCATE TABLE ${list} CASCADE`);
}

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** An empty database on the test server, for tests that need their own (migrations, drift). */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const adminUrl = inject("testServerAdminUrl");
  const name = `tollgate_test_${process.pid}_${label}_${Math.random().toString(36).slice(2, 8)}`;
  await createDatabaseIfMissing(adminUrl, name);
  return { url: withDatabaseName(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
