import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Prisma's layout: prisma/migrations/<timestamp>_<name>/migration.sql, applied in name order, so that
// `prisma migrate deploy` can take over wherever Prisma's native engine is available (STACK.md).

export type MigrationFile = {
  name: string;
  sql: string;
  /** sha256 (hex) of the SQL with line endings normalised, so a checkout with CRLF still matches. */
  checksum: string;
};

// scripts and tests run from the repository root or anywhere else; the migrations sit beside the schema.
export const DEFAULT_MIGRATIONS_DIRECTORY = path.resolve(__dirname, "../../../prisma/migrations");

export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");
}

export function readMigrationFiles(directory: string = DEFAULT_MIGRATIONS_DIRECTORY): MigrationFile[] {
  if (!existsSync(directory)) throw new Error(`No migrations folder at ${directory}.`);
  const folders = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return folders.map((name) => {
    const file = path.join(directory, name, "migration.sql");
    if (!existsSync(file)) throw new Error(`Migration folder ${name} has no migration.sql.`);
    const sql = readFileSync(file, "utf8");
    return { name, sql, checksum: migrationChecksum(sql) };
  });
}
