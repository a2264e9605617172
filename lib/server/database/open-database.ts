import path from "node:path";
import { readSettings } from "@/lib/settings/read-settings";
import { appPostgresPort, dataDirectory } from "./data-directory";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { runningPostgresPort } from "./running-postgres-port";

// The database of `npm start`, the CLI and scripts/migrate.ts: DATABASE_URL when set, otherwise the
// embedded PostgreSQL in <data>/pg, started here (or reused) and stopped by `close`.

export type OpenDatabase = {
  url: string;
  /** What to tell a person: "DATABASE_URL" or "embedded PostgreSQL in .data/pg on port 54320". */
  description: string;
  close: () => Promise<void>;
};

export async function openDatabase(): Promise<OpenDatabase> {
  const configured = readSettings().DATABASE_URL;
  if (configured) return { url: configured, description: "DATABASE_URL", close: async () => undefined };
  const folder = path.join(dataDirectory(), "pg");
  // Issue 12, item 6: a server already running on the folder (an `npm start` on another port) is the one to
  // use, so the CLI finds it without being told; one folder has one server, so no other port could serve it.
  const port = runningPostgresPort(folder) ?? appPostgresPort();
  const server = await startEmbeddedPostgres({ dataDirectory: folder, port, database: "tollgate" });
  const how = server.origin === "reused" ? "reusing the" : "started the";
  return {
    url: server.url,
    description: `${how} embedded PostgreSQL in ${path.relative(process.cwd(), folder) || folder} on port ${port}`,
    close: server.stop,
  };
}
