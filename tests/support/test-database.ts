import { inject } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "@/lib/server/database/postgres-connection";

// What integration tests use to reach the run's database (made by tests/support/global-setup.ts).

declare module "vitest" {
  // Module augmentation needs an interface: this is how vitest types `provide`/`inject`.
  export interface ProvidedContext {
    databaseUrl: string;
    testServerAdminUrl: string;
  }
}

/** The migrated database of this test run. */
export function testDatabaseUrl(): string {
  const url = inject("databaseUrl");
  if (!url) throw new Error("No test database: run integration tests with `vitest --project integration` (its globalSetup makes one).");
  return url;
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
