import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { createTrackedPgAdapter, trackClient } from "./database/prepared-query";

// One client per process; kept on globalThis so Next's dev reloads do not open a pool each time.
const globalForPrisma = globalThis as unknown as { tollgatePrisma?: PrismaClient };

export function databaseUrl(settings: Settings = readSettings()): string {
  const url = settings.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start Tollgate with `npm start`, which provides one.");
  return url;
}

export function createPrismaClient(connectionString: string = databaseUrl()): PrismaClient {
  // The adapter remembers its pool, so a step's hot statements run prepared on it (database/prepared-query.ts).
  const adapter = createTrackedPgAdapter(connectionString);
  return trackClient(new PrismaClient({ adapter }), adapter);
}

export function db(): PrismaClient {
  globalForPrisma.tollgatePrisma ??= createPrismaClient();
  return globalForPrisma.tollgatePrisma;
}

export type Database = PrismaClient;
