// The PostgreSQL every contender runs on. BENCH_DATABASE_URL names a server (say the developer one,
// postgresql://postgres@127.0.0.1:5432/postgres); otherwise the bench starts its own embedded PostgreSQL in
// .data/bench-pg on port 54323 — its own, so the server-wide counters see no one else — with
// pg_stat_statements loaded. Each contender gets a fresh database, dropped at the end.

import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/server/database/embedded-postgres";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "../../lib/server/database/postgres-connection";

const BENCH_POSTGRES_PORT = 54323;
const REPOSITORY_ROOT = path.resolve(__dirname, "../..");

export type BenchServer = {
  adminUrl: string;
  /** "embedded": started for the bench alone; "given": BENCH_DATABASE_URL, shared with whoever else uses it. */
  kind: "embedded" | "given";
  createDatabase(label: string): Promise<{ name: string; url: string }>;
  stop(): Promise<void>;
};

export async function acquireBenchServer(): Promise<BenchServer> {
  const given = process.env.BENCH_DATABASE_URL;
  const { adminUrl, stop } = given
    ? { adminUrl: given, stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDirectory: path.join(REPOSITORY_ROOT, ".data/bench-pg"),
        port: BENCH_POSTGRES_PORT,
        database: "postgres",
        settings: ["shared_preload_libraries=pg_stat_statements"],
      });
  const created: string[] = [];
  return {
    adminUrl,
    kind: given ? "given" : "embedded",
    async createDatabase(label) {
      const name = `tollgate_compare_${process.pid}_${label}`;
      await createDatabaseIfMissing(adminUrl, name);
      created.push(name);
      return { name, url: withDatabaseName(adminUrl, name) };
    },
    async stop() {
      for (const name of created) await dropDatabase(adminUrl, name).catch(() => undefined);
      await stop();
    },
  };
}
