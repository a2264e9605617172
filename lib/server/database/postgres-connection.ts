import pg from "pg";

// Small helpers for talking to a PostgreSQL server before Prisma is involved: probing a port,
// creating and dropping whole databases. Used by the launcher, the migrator's callers and the tests.

export type ConnectionProbe =
  | { status: "accepted" }
  | { status: "nothing_listening" }
  | { status: "refused"; message: string };

/** The same server, another database: postgresql://…/<database>?… */
export function withDatabaseName(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function databaseNameOf(connectionString: string): string {
  return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ""));
}

export async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  // An idle client whose server goes away emits "error"; without a listener that would crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tells "nothing listens here" apart from "a server answers but refuses us" (say another PostgreSQL). */
export async function probeConnection(connectionString: string): Promise<ConnectionProbe> {
  try {
    await withClient(connectionString, (client) => client.query("SELECT 1"));
    return { status: "accepted" };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ECONNREFUSED" || code === "ECONNRESET") return { status: "nothing_listening" };
    return { status: "refused", message: error instanceof Error ? error.message : String(error) };
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Creates `database` on the server of `adminUrl` unless it exists; safe when two processes race. */
export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
      return true;
    } catch (error) {
      // 42P04 duplicate_database, 23505 unique_violation on pg_database: another process won the race.
      const code = (error as { code?: unknown }).code;
      if (code === "42P04" || code === "23505") return false;
      throw error;
    }
  });
}

/** Drops `database`, ending any sessions still connected to it (a test worker's idle pool, say). */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`));
}
