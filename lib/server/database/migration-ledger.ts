import type pg from "pg";
import type { MigrationFile } from "./migration-files";

// The bookkeeping table: one row per applied migration, written in the same transaction as its SQL.

export const LEDGER_TABLE = "_tollgate_migrations";

export type LedgerRow = { name: string; checksum: string };

export async function ensureLedger(client: pg.Client): Promise<void> {
  await client.query(`
    CREATE TABLE IF NOT EXISTS "${LEDGER_TABLE}" (
      "name" TEXT PRIMARY KEY,
      "checksum" TEXT NOT NULL,
      "applied_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
    )`);
}

export async function readLedger(client: pg.Client): Promise<LedgerRow[]> {
  const result = await client.query<LedgerRow>(`SELECT "name", "checksum" FROM "${LEDGER_TABLE}" ORDER BY "name"`);
  return result.rows;
}

export async function recordApplied(client: pg.Client, migration: MigrationFile): Promise<void> {
  await client.query(`INSERT INTO "${LEDGER_TABLE}" ("name", "checksum") VALUES ($1, $2)`, [migration.name, migration.checksum]);
}

/** Refuses a database whose applied migrations were edited afterwards, or that is ahead of this code. */
export function verifyLedger(rows: readonly LedgerRow[], files: readonly MigrationFile[]): void {
  const byName = new Map(files.map((file) => [file.name, file]));
  for (const row of rows) {
    const file = byName.get(row.name);
    if (!file) {
      throw new Error(
        `The database has migration ${row.name} applied, but prisma/migrations has no such folder: ` +
          "this code is older than the database. Update the code, or use another database.",
      );
    }
    if (file.checksum !== row.checksum) {
      throw new Error(
        `Migration ${row.name} was edited after it was applied (its checksum is now ${file.checksum.slice(0, 12)}…, ` +
          `the database recorded ${row.checksum.slice(0, 12)}…). Restore the file and put the change in a new migration.`,
      );
    }
  }
}
