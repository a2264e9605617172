import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { DEFAULT_MIGRATIONS_DIRECTORY, readMigrationFiles } from "@/lib/server/database/migration-files";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { withClient } from "@/lib/server/database/postgres-connection";
import { createScratchDatabase, type ScratchDatabase } from "../support/test-database";

// The migrator (lib/server/database/migrate.ts) on real, empty databases of the test server.

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch(label: string): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(label);
  cleanups.push(database.drop);
  return database;
}

/** A migrations folder of our own: { "<name>": "<sql>" }. */
function migrationsFolder(migrations: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-migrations-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(folder, name));
    writeFileSync(path.join(folder, name, "migration.sql"), sql);
  }
  return folder;
}

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  return withClient(url, async (client) => (await client.query(sql)).rows as Row[]);
}

const ledgerNames = async (url: string) => (await query<{ name: string }>(url, `SELECT name FROM "${LEDGER_TABLE}" ORDER BY name`)).map((row) => row.name);

describe("migrateDatabase", () => {
  it("migrates a fresh database in order, records each migration with its checksum, then has nothing to do", async () => {
    const database = await scratch("fresh");
    const files = readMigrationFiles();
    expect(files.map((file) => file.name)).toEqual([...files.map((file) => file.name)].sort());

    const first = await migrateDatabase({ connectionString: database.url });
    expect(first).toEqual({ applied: files.map((file) => file.name), alreadyApplied: [] });
    const ledger = await query<{ name: string; checksum: string }>(database.url, `SELECT name, checksum FROM "${LEDGER_TABLE}" ORDER BY name`);
    expect(ledger).toEqual(files.map((file) => ({ name: file.name, checksum: file.checksum })));
    const search = await query<{ indexname: string }>(database.url, `SELECT indexname FROM pg_indexes WHERE indexname = 'MemoryEntry_content_search_idx'`);
    expect(search).toHaveLength(1);

    const second = await migrateDatabase({ connectionString: database.url });
    expect(second).toEqual({ applied: [], alreadyApplied: files.map((file) => file.name) });
  });

  it("lets exactly one of three concurrent runners apply; the others find everything done", async () => {
    const database = await scratch("concurrent");
    const folder = migrationsFolder({
      "001_first": `CREATE TABLE "first" ("id" INTEGER);`,
      // Slow enough that the other runners are surely queued on the lock meanwhile.
      "002_slow": `SELECT pg_sleep(0.5); CREATE TABLE "second" ("id" INTEGER);`,
    });
    const messages: string[] = [];
    const runners = [1, 2, 3].map(() => migrateDatabase({ connectionString: database.url, migrationsDirectory: folder, log: (message) => messages.push(message) }));
    const reports = await Promise.all(runners);

    const appliers = reports.filter((report) => report.applied.length > 0);
    expect(appliers).toEqual([{ applied: ["001_first", "002_slow"], alreadyApplied: [] }]);
    expect(reports.filter((report) => report.applied.length === 0)).toEqual([
      { applied: [], alreadyApplied: ["001_first", "002_slow"] },
      { applied: [], alreadyApplied: ["001_first", "002_slow"] },
    ]);
    expect(messages.filter((message) => message.startsWith("Another process is migrating"))).toHaveLength(2);
    expect(await ledgerNames(database.url)).toEqual(["001_first", "002_slow"]);
  });

  it("refuses a migration edited after it was applied, and applies nothing", async () => {
    const database = await scratch("edited");
    const folder = migrationsFolder({ "001_first": `CREATE TABLE "first" ("id" INTEGER);` });
    await migrateDatabase({ connectionString: database.url, migrationsDirectory: folder });

    writeFileSync(path.join(folder, "001_first", "migration.sql"), `CREATE TABLE "first" ("id" BIGINT);`);
    mkdirSync(path.join(folder, "002_second"));
    writeFileSync(path.join(folder, "002_second", "migration.sql"), `CREATE TABLE "second" ("id" INTEGER);`);

    await expect(migrateDatabase({ connectionString: database.url, migrationsDirectory: folder })).rejects.toThrow(
      /^Migration 001_first was edited after it was applied \(its checksum is now [0-9a-f]{12}…, the database recorded [0-9a-f]{12}…\)\. Restore the file and put the change in a new migration\.$/,
    );
    expect(await ledgerNames(database.url)).toEqual(["001_first"]);
  });

  it("rolls a failing migration back entirely and stops before the next one", async () => {
    const database = await scratch("failing");
    const folder = migrationsFolder({
      "001_good": `CREATE TABLE "good" ("id" INTEGER);`,
      "002_bad": `CREATE TABLE "half_done" ("id" INTEGER);\nINSERT INTO "half_done" VALUES (1);\nSELECT 1 / 0;`,
      "003_never": `CREATE TABLE "never" ("id" INTEGER);`,
    });
    await expect(migrateDatabase({ connectionString: database.url, migrationsDirectory: folder })).rejects.toThrow(
      "Migration 002_bad failed and was rolled back: division by zero",
    );
    const tables = await query<{ tablename: string }>(database.url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    expect(tables.map((row) => row.tablename)).toEqual([LEDGER_TABLE, "good"]);
    expect(await ledgerNames(database.url)).toEqual(["001_good"]);
  });

  it("refuses a database that has a migration this code does not know", async () => {
    const database = await scratch("ahead");
    const folder = migrationsFolder({ "001_first": `CREATE TABLE "first" ("id" INTEGER);`, "002_later": `SELECT 1;` });
    await migrateDatabase({ connectionString: database.url, migrationsDirectory: folder });
    const older = migrationsFolder({});
    cpSync(path.join(folder, "001_first"), path.join(older, "001_first"), { recursive: true });
    await expect(migrateDatabase({ connectionString: database.url, migrationsDirectory: older })).rejects.toThrow(/migration 002_later applied, but prisma\/migrations has no such folder/);
  });

  it("reads the repository's migrations from prisma/migrations", () => {
    expect(DEFAULT_MIGRATIONS_DIRECTORY).toBe(path.resolve(__dirname, "../../prisma/migrations"));
  });
});
