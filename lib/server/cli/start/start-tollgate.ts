import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { dataDirectory } from "../../database/data-directory";
import { prepareDatabase, type PreparedDatabase } from "../../database/prepare-database";
import { SEED_ADMIN_EMAIL } from "../../database/seed";
import { ensureSecretKey } from "../../secrets/secret-key-file";
import { buildIsCurrent } from "./build-if-needed";
import { createChildSupervisor, describeExit } from "./child-supervisor";
import { forgetChildren, recordChildren, stopLeftoverChildren } from "./leftover-children";
import { portIsFree } from "./port-is-free";
import { runBuild } from "./run-build";
import { publicUrl, readStartOptions, type StartOptions } from "./start-options";
import { listenForStop, type StopSignal } from "./stop-signal";
import { waitUntilServing } from "./wait-until-serving";

// `npm start`: database (DATABASE_URL, or the embedded one in .data/pg), migrations, seed, secret key,
// a production build when the sources changed (`--dev`: next dev instead), then Next and the workers as
// children. Ctrl-C/SIGTERM stops the children, then PostgreSQL, and exits 0; a child that dies on its
// own stops everything and exits 1.

const ROOT = path.resolve(__dirname, "../../../..");
const NEXT_BINARY = path.join(ROOT, "node_modules/.bin/next");
const childrenFile = () => path.join(dataDirectory(), "children.json");

export const log = (message: string) => console.log(`[tollgate] ${message}`);

function childEnvironment(database: PreparedDatabase): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: database.url,
    TOLLGATE_SECRET_KEY: process.env.TOLLGATE_SECRET_KEY,
    NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
  };
}

async function announceWhenServing(options: StartOptions, database: PreparedDatabase, isOver: () => boolean): Promise<void> {
  const url = publicUrl(options);
  if (!(await waitUntilServing(url, isOver))) return;
  const password = process.env.TOLLGATE_ADMIN_PASSWORD
    ? "the password in TOLLGATE_ADMIN_PASSWORD"
    : database.seed.createdAdmin
      ? "the password printed above"
      : "the password printed on the first start";
  log(`Tollgate is running at ${url}`);
  log(`Sign in as ${SEED_ADMIN_EMAIL} with ${password}.`);
  log(`${options.workers} worker(s). Ctrl-C stops everything.`);
}

async function serve(options: StartOptions, database: PreparedDatabase, stop: StopSignal): Promise<number> {
  const environment = childEnvironment(database);
  if (!options.dev && buildIsCurrent(ROOT)) log("The production build is current.");
  else if (!options.dev) {
    log("Building the app (next build)…");
    const code = await runBuild(NEXT_BINARY, ROOT, environment, stop);
    if (stop.requested) return 0;
    if (code !== 0) {
      log(`next build failed (exit code ${code}); nothing was started.`);
      return 1;
    }
  }
  if (stop.requested) return 0;

  const supervisor = createChildSupervisor(ROOT);
  const nextCommand = options.dev ? "dev" : "start";
  supervisor.spawn(`next ${nextCommand}`, NEXT_BINARY, [nextCommand, "-p", String(options.port), "-H", options.host], environment);
  for (let index = 1; index <= options.workers; index++) {
    // node itself, not the tsx wrapper, so SIGTERM reaches the worker; "react-server" lets it load
    // lib/server modules marked `server-only`, as inside Next.
    supervisor.spawn(`worker ${index}`, process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], environment);
  }
  recordChildren(childrenFile(), supervisor.running());
  let over = false;
  void announceWhenServing(options, database, () => over || stop.requested);

  const crashed = await Promise.race([stop.promise.then(() => null), supervisor.unexpectedExit]);
  over = true;
  let exitCode = 0;
  if (crashed) {
    // Ctrl-C reaches the children straight from the terminal; give our own SIGINT a moment to arrive.
    await sleep(300);
    if (!stop.requested) {
      log(`${crashed.name} stopped unexpectedly (${describeExit(crashed)}); stopping everything.`);
      exitCode = 1;
    }
  }
  await supervisor.stopAll();
  forgetChildren(childrenFile());
  return exitCode;
}

/** Runs until stopped; resolves with the exit code. */
export async function startTollgate(commandLine: readonly string[]): Promise<number> {
  const options = readStartOptions(commandLine);
  const stop = listenForStop(log);
  if (ensureSecretKey(dataDirectory()) === "generated") {
    log(`Created the secret key ${path.relative(ROOT, path.join(dataDirectory(), "secret.key"))}: keep it, stored secrets need it.`);
  }
  await stopLeftoverChildren(childrenFile(), ROOT, log);
  if (!(await portIsFree(options.port, options.host))) {
    throw new Error(`Port ${options.port} on ${options.host} is in use: stop what runs there, or set PORT.`);
  }
  const database = await prepareDatabase(log);
  try {
    return await serve(options, database, stop);
  } finally {
    await database.close();
    log("Stopped.");
  }
}
