import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

// Issue 9, item 5: a durable step's statements (record-turn-statement.ts, settle-statement.ts, the turn's
// inputs) are large CTEs whose parse and plan cost PostgreSQL more than running them (measured: the settle
// statement 0.71 ms unnamed, 0.40 ms prepared, rolled back either way). `$queryRaw` cannot name a statement,
// so these few go to the driver pool Prisma's adapter opened — the same connections, no second pool — as
// named statements, each parsed and planned once per connection. Their SQL is unchanged: a client whose
// pool is not (yet, or no longer) open sends the same statement through `$queryRaw`.

/** PrismaPg that remembers the pool of the adapter it opened last (a `$disconnect` ends it, the next query opens another). */
class PoolTrackingPrismaPg extends PrismaPg {
  pool: pg.Pool | null = null;

  override async connect() {
    const adapter = await super.connect();
    this.pool = adapter.underlyingDriver();
    return adapter;
  }
}

const adapters = new WeakMap<PrismaClient, PoolTrackingPrismaPg>();

export function createTrackedPgAdapter(connectionString: string): PoolTrackingPrismaPg {
  return new PoolTrackingPrismaPg({ connectionString });
}

/** Ties a client to the adapter it was built with, so `preparedQuery` can reach its pool. */
export function trackClient(client: PrismaClient, adapter: PoolTrackingPrismaPg): PrismaClient {
  adapters.set(client, adapter);
  return client;
}

const names = new Map<string, string>();

/** A statement's name is its text's digest: the driver refuses one name for two texts. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `tollgate_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Runs `sql` (one autocommit statement) as a named, once-planned statement on the client's own pool. */
export async function preparedQuery<Row>(database: PrismaClient, sql: Prisma.Sql): Promise<Row[]> {
  const pool = adapters.get(database)?.pool;
  if (!pool || pool.ending || pool.ended) return database.$queryRaw<Row[]>(sql);
  const result = await pool.query({ name: statementName(sql.text), text: sql.text, values: sql.values as unknown[] });
  return result.rows as Row[];
}
