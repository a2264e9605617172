// What each contender sends to PostgreSQL, counted three ways so one can check another:
// - at the driver: every pg.Client of this process, of every copy of pg loaded (Prisma's adapter, pg-boss
//   and the Pool handed to PostgresSaver all use the root one, root-pg.ts), statements and commits, a commit counted as a write commit when
//   its transaction wrote (a statement outside BEGIN…COMMIT commits on its own);
// - at the server, per database: pg_stat_database.xact_commit (every commit, read-only ones too) and,
//   where the extension is loaded, pg_stat_statements' calls;
// - at the server, the transaction ids handed out (a transaction gets one only when it writes), which is
//   server-wide and so only exact on a server the bench has to itself.

import type pg from "pg";
import { pgCopies, rootPg } from "./root-pg";

export type DriverCounts = { statements: number; commits: number; writeCommits: number };

type ClientState = { inTransaction: boolean; wrote: boolean };

// What makes a transaction take a transaction id: a writing verb first, or inside a SELECT or WITH a row
// lock, a data-modifying CTE or a notification (PostgreSQL gives a NOTIFY's transaction an id).
const WRITING_VERB = /^\s*(insert|update|delete|merge|create|alter|drop|truncate|notify)\b/i;
const WRITING_CLAUSE = /\bfor\s+(no\s+key\s+)?update\b|\bfor\s+(key\s+)?share\b|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+"?[a-z_][\w".]*\s+set\b|\bpg_notify\s*\(/i;

function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && "text" in first) return String((first as { text: unknown }).text ?? "");
  return "";
}

export function writes(text: string): boolean {
  return WRITING_VERB.test(text) || (/^\s*(with|select)\b/i.test(text) && WRITING_CLAUSE.test(text));
}

export type DriverMeter = {
  counts(): DriverCounts;
  /** A client whose statements are the bench's own bookkeeping, not a contender's. */
  exclude(client: pg.Client | pg.PoolClient): void;
  stop(): void;
};

/** The driver-level tally, apart from pg so it can be tested: each statement a client sends, in order. */
export function createTally(): { record(client: object, text: string): void; counts(): DriverCounts } {
  const totals: DriverCounts = { statements: 0, commits: 0, writeCommits: 0 };
  const states = new WeakMap<object, ClientState>();
  return {
    record(client, text) {
      let state = states.get(client);
      if (!state) {
        state = { inTransaction: false, wrote: false };
        states.set(client, state);
      }
      totals.statements += 1;
      const verb = text.trim().replace(/;$/, "").toUpperCase();
      if (verb === "BEGIN" || verb.startsWith("BEGIN ") || verb.startsWith("START TRANSACTION")) {
        state.inTransaction = true;
        state.wrote = false;
      } else if (verb === "COMMIT" || verb === "END") {
        totals.commits += 1;
        if (state.wrote) totals.writeCommits += 1;
        state.inTransaction = false;
      } else if (verb === "ROLLBACK") {
        state.inTransaction = false;
      } else if (state.inTransaction) {
        if (writes(text)) state.wrote = true;
      } else {
        totals.commits += 1;
        if (writes(text)) totals.writeCommits += 1;
      }
    },
    counts: () => ({ ...totals }),
  };
}

export function startDriverMeter(): DriverMeter {
  const tally = createTally();
  const excluded = new WeakSet<object>();
  const restores = pgCopies().map((copy) => {
    const prototype = copy.Client.prototype as unknown as { query: (...parameters: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function metered(this: object, ...parameters: unknown[]) {
      if (!excluded.has(this)) tally.record(this, statementText(parameters[0]));
      return original.apply(this, parameters);
    };
    return () => {
      prototype.query = original;
    };
  });
  return {
    counts: tally.counts,
    exclude: (client) => excluded.add(client),
    stop: () => {
      for (const restore of restores) restore();
    },
  };
}

export function minus(after: DriverCounts, before: DriverCounts): DriverCounts {
  return { statements: after.statements - before.statements, commits: after.commits - before.commits, writeCommits: after.writeCommits - before.writeCommits };
}

export type ServerCounts = { xactCommit: number; statements: number | null };

/** The server's own counters, read over a connection the driver meter leaves out. */
export type ServerMeter = {
  /** pg_stat_database.xact_commit and pg_stat_statements' calls for one database. */
  countsFor(database: string): Promise<ServerCounts>;
  /** The next transaction id the server will hand out (reading it takes none). */
  nextTransactionId(): Promise<bigint>;
  statementsAvailable: boolean;
  close(): Promise<void>;
};

export async function openServerMeter(adminUrl: string, meter: DriverMeter): Promise<ServerMeter> {
  const client = new rootPg.Client({ connectionString: adminUrl });
  meter.exclude(client);
  await client.connect();
  let statementsAvailable = false;
  try {
    const { rows } = await client.query<{ loaded: boolean }>("SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%' AS loaded");
    if (rows[0]?.loaded) {
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
      statementsAvailable = true;
    }
  } catch {
    statementsAvailable = false;
  }
  return {
    statementsAvailable,
    async countsFor(database) {
      // Backends flush their statistics at most once a second, when idle: the caller waits before reading.
      const { rows } = await client.query<{ xact_commit: string }>("SELECT xact_commit FROM pg_stat_database WHERE datname = $1", [database]);
      let statements: number | null = null;
      if (statementsAvailable) {
        const result = await client.query<{ calls: string | null }>(
          "SELECT sum(calls)::text AS calls FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)",
          [database],
        );
        statements = Number(result.rows[0]?.calls ?? 0);
      }
      return { xactCommit: Number(rows[0]?.xact_commit ?? 0), statements };
    },
    async nextTransactionId() {
      const { rows } = await client.query<{ next: string }>("SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next");
      return BigInt(rows[0]?.next ?? "0");
    },
    close: () => client.end(),
  };
}
