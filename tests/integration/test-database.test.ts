import { describe, expect, inject, it } from "vitest";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { databaseNameOf, probeConnection, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { BROWSER_PORTS_PER_WORKER, testDatabaseUrl, testPrisma, truncateAll } from "../support/test-database";

// The plumbing every integration test relies on: tests/support/global-setup.ts migrated one template
// database for this run, and each vitest worker has its own copy of it (tests/support/worker-setup.ts),
// reached through testDatabaseUrl() and DATABASE_URL alike.

const prisma = testPrisma();

describe("the integration test database", () => {
  it("is this worker's own copy of this run's template, and DATABASE_URL names it too", async () => {
    const url = testDatabaseUrl();
    expect(process.env.DATABASE_URL).toBe(url);
    // The template is named after the vitest process that forked this worker; the copy after the worker's slot.
    const template = inject("testTemplateDatabase");
    expect(template).toBe(`tollgate_test_${process.ppid}`);
    expect(databaseNameOf(url)).toBe(`${template}_w${process.env.VITEST_POOL_ID}`);
    const current = await prisma.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    expect(current[0].name).toBe(databaseNameOf(url));
    expect(process.env.TOLLGATE_SECRET_KEY).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it("keeps the template out of reach: a session on it would stop the next worker's copy", async () => {
    const probe = await probeConnection(withDatabaseName(inject("testServerAdminUrl"), inject("testTemplateDatabase")));
    expect(probe).toEqual({ status: "refused", message: expect.stringContaining("is not currently accepting connections") });
  });

  it("gives this worker a Chrome port range of its own, after the other workers' ranges", () => {
    const slot = Number(process.env.VITEST_POOL_ID) - 1;
    expect(Number(process.env.TOLLGATE_BROWSER_BASE_PORT)).toBe(inject("testBrowserBasePort") + slot * BROWSER_PORTS_PER_WORKER);
    expect(Number(process.env.TOLLGATE_BROWSER_BASE_PORT) + BROWSER_PORTS_PER_WORKER).toBeLessThanOrEqual(65_535);
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
