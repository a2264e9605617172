import pg from "pg";
import { MigrationError, Umzug } from "umzug";
import { applyMigration } from "./apply-migration";
import { DEFAULT_MIGRATIONS_DIRECTORY, readMigrationFiles } from "./migration-files";
import { ensureLedger, readLedger, verifyLedger } from "./migration-ledger";

// Applies prisma/migrations with umzug (Prisma Migrate needs a native engine these machines lack;
// STACK.md "Prisma offline"). One advisory lock for the whole run: concurrent runners queue behind it,
// and those that get it later find everything applied and do nothing.

// An arbitrary constant, the same for every Tollgate process, so all migrators contend for one lock.
const MIGRATION_LOCK_KEY = 7_362_511_204;

export type MigrateOptions = {
  connectionString: string;
  migrationsDirectory?: string;
  log?: (message: string) => void;
};

export type MigrationReport = {
  /** Migrations this run applied, in order. */
  applied: string[];
  /** Migrations that were already applied when this run got the lock. */
  alreadyApplied: string[];
};

type Context = { client: pg.Client };

async function runPending(client: pg.Client, directory: string, log: (message: string) => void): Promise<MigrationReport> {
  const files = readMigrationFiles(directory);
  await ensureLedger(client);
  const ledger = await readLedger(client);
  verifyLedger(ledger, files);
  const umzug = new Umzug<Context>({
    migrations: files.map((file) => ({
      name: file.name,
      up: async ({ context }) => {
        log(`Applying migration ${file.name}`);
        await applyMigration(context.client, file);
      },
    })),
    context: { client },
    // The ledger row is written inside each migration's transaction (apply-migration.ts), not here.
    storage: {
      executed: async () => ledger.map((row) => row.name),
      logMigration: async () => undefined,
      unlogMigration: async () => {
        throw new Error("Tollgate's migrations only go forward.");
      },
    },
    logger: undefined,
  });
  try {
    const applied = await umzug.up();
    return { applied: applied.map((migration) => migration.name), alreadyApplied: ledger.map((row) => row.name) };
  } catch (error) {
    // umzug wraps the migration's own error; ours already names the migration and the cause.
    throw error instanceof MigrationError && error.cause instanceof Error ? error.cause : error;
  }
}

export async function migrateDatabase(options: MigrateOptions): Promise<MigrationReport> {
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: options.connectionString });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      log("Another process is migrating this database; waiting for it.");
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    }
    return await runPending(client, options.migrationsDirectory ?? DEFAULT_MIGRATIONS_DIRECTORY, log);
  } finally {
    // Ending the session releases the advisory lock too, even when unlocking fails.
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
