import type pg from "pg";
import type { MigrationFile } from "./migration-files";
import { recordApplied } from "./migration-ledger";

/** Where in the file PostgreSQL's error points, as "line N", when it says. */
function lineOf(sql: string, error: unknown): string {
  const position = Number((error as { position?: unknown }).position);
  if (!Number.isInteger(position) || position <= 0) return "";
  return ` (line ${sql.slice(0, position).split("\n").length})`;
}

/** One migration and its bookkeeping row in one transaction: both happen, or neither does. */
export async function applyMigration(client: pg.Client, migration: MigrationFile): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(migration.sql);
    await recordApplied(client, migration);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back${lineOf(migration.sql, error)}: ${reason}`, { cause: error });
  }
}
