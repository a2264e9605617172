import { describe, expect, inject, it } from "vitest";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { databaseNameOf } from "@/lib/server/database/postgres-connection";
import { testDatabaseUrl, testPrisma, truncateAll } from "../support/test-database";

// The plumbing every integration test relies on: tests/support/global-setup.ts made one migrated
// database for this run and it reaches the test files both through inject() and DATABASE_URL.

const prisma = testPrisma();

describe("the integration test database", () => {
  it("reaches test files through inject() and DATABASE_URL alike, and is this run's own", () => {
    const url = inject("databaseUrl");
    expect(url).toBe(testDatabaseUrl());
    expect(process.env.DATABASE_URL).toBe(url);
    // Named after the vitest process that made it, which forked this worker.
    expect(databaseNameOf(url)).toBe(`tollgate_test_${process.ppid}`);
    expect(process.env.TOLLGATE_SECRET_KEY).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it("is migrated", async () => {
    const ledger = await prisma.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "${LEDGER_TABLE}"`);
    expect(ledger[0].count).toBeGreaterThanOrEqual(2);
  });

  it("truncateAll empties the app tables and keeps the migration ledger and pg-boss's schema", async () => {
    await prisma.$executeRawUnsafe(`CREATE SCHEMA IF NOT EXISTS "pgboss"`);
    await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "pgboss"."truncate_probe" ("id" INTEGER)`);
    await prisma.$executeRawUnsafe(`INSERT INTO "pgboss"."truncate_probe" VALUES (1)`);
    const organisation = await prisma.organisation.create({ data: { name: "To be truncated" } });
    await prisma.agent.create({ data: { organisationId: organisation.id, name: "Agent" } });

    await truncateAll();

    expect(await prisma.organisation.count()).toBe(0);
    expect(await prisma.agent.count()).toBe(0);
    const ledger = await prisma.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "${LEDGER_TABLE}"`);
    expect(ledger[0].count).toBeGreaterThanOrEqual(2);
    const probe = await prisma.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "pgboss"."truncate_probe"`);
    expect(probe[0].count).toBe(1);
    await prisma.$executeRawUnsafe(`DROP TABLE "pgboss"."truncate_probe"`);
  });
});
