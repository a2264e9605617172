import { createPrismaClient } from "../db";
import { migrateDatabase } from "./migrate";
import { openDatabase, type OpenDatabase } from "./open-database";
import { seedDatabase, type SeedResult } from "./seed";

// Everything between "nothing" and "a database Tollgate can use": open it (DATABASE_URL or embedded),
// apply the migrations, seed. Shared by `npm start` and the CLI so a fresh install works from either.

export type PreparedDatabase = OpenDatabase & { seed: SeedResult };

/** `notice` takes the seed's one-time password notice (`npm start` holds it until the console is ready); by default `log`. */
export async function prepareDatabase(log: (message: string) => void, notice: (message: string) => void = log): Promise<PreparedDatabase> {
  const database = await openDatabase();
  try {
    log(`Database: ${database.description}.`);
    const report = await migrateDatabase({ connectionString: database.url, log });
    if (report.applied.length > 0) log(`Applied ${report.applied.length} migration(s).`);
    const prisma = createPrismaClient(database.url);
    try {
      return { ...database, seed: await seedDatabase(prisma, { log: notice }) };
    } finally {
      await prisma.$disconnect();
    }
  } catch (error) {
    await database.close();
    throw error;
  }
}
