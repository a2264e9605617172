// `npm run migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded PostgreSQL in .data/pg
// when DATABASE_URL is unset (the same database `npm start` uses).
import { migrateDatabase } from "../lib/server/database/migrate";
import { openDatabase } from "../lib/server/database/open-database";

async function main(): Promise<void> {
  const database = await openDatabase();
  try {
    console.log(`[tollgate] migrating (${database.description})`);
    const report = await migrateDatabase({ connectionString: database.url, log: (message) => console.log(`[tollgate] ${message}`) });
    const summary = report.applied.length === 0 ? "nothing to apply" : `applied ${report.applied.length}`;
    console.log(`[tollgate] migrations: ${summary}; ${report.alreadyApplied.length + report.applied.length} in total.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[tollgate] migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
