import { describe, expect, it } from "vitest";
import { migrationChecksum, readMigrationFiles } from "@/lib/server/database/migration-files";
import { verifyLedger } from "@/lib/server/database/migration-ledger";

const file = (name: string, sql: string) => ({ name, sql, checksum: migrationChecksum(sql) });

describe("migration checksums and the ledger", () => {
  it("checksums the SQL with sha256, alike for LF and CRLF line endings", () => {
    expect(migrationChecksum("SELECT 1;\n")).toMatch(/^[0-9a-f]{64}$/);
    expect(migrationChecksum("SELECT 1;\r\nSELECT 2;\r\n")).toBe(migrationChecksum("SELECT 1;\nSELECT 2;\n"));
    expect(migrationChecksum("SELECT 1;")).not.toBe(migrationChecksum("SELECT 2;"));
  });

  it("accepts a ledger that matches the files, with files still to apply", () => {
    const files = [file("001_a", "SELECT 1;"), file("002_b", "SELECT 2;")];
    expect(() => verifyLedger([{ name: "001_a", checksum: files[0].checksum }], files)).not.toThrow();
  });

  it("refuses an applied migration whose file changed", () => {
    const files = [file("001_a", "SELECT 1; -- edited")];
    expect(() => verifyLedger([{ name: "001_a", checksum: migrationChecksum("SELECT 1;") }], files)).toThrow(/^Migration 001_a was edited after it was applied/);
  });

  it("refuses a database ahead of the code", () => {
    expect(() => verifyLedger([{ name: "009_future", checksum: "x" }], [])).toThrow(/has migration 009_future applied, but prisma\/migrations has no such folder/);
  });

  it("reads the repository's migrations in order, init first", () => {
    const names = readMigrationFiles().map((migration) => migration.name);
    expect(names[0]).toMatch(/^\d{14}_init$/);
    expect(names).toEqual([...names].sort());
  });
});
