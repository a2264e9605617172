import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Settings } from "../../../settings/environment-schema";
import { readSettings } from "../../../settings/read-settings";
import { dataDirectory } from "../../database/data-directory";
import { prepareDatabase, type PreparedDatabase } from "../../database/prepare-database";
import { SEED_ADMIN_EMAIL } from "../../database/seed";
import { ensureSecretKey } from "../../secrets/secret-key-file";
import { buildIsCurrent } from "./build-if-needed";
import { createChildSupervisor, describeExit } from "./child-supervisor";
import { describeHostPolicy } from "./describe-host-policy";
import { buildAnnouncement, builtIn, createHeldNotices, readyLines, type HeldNotices } from "./held-notices";
import { forgetChildren, recordChildren, stopLeftoverChildren } from "./leftover-children";
import { portIsFree } from "./port-is-free";
import { runBuild } from "./run-build";
import { publicUrl, readStartOptions, type StartOptions } from "./start-options";
import { listenForStop, type StopSignal } from "./stop-signal";
import { waitUntilServing } from "./wait-until-serving";

// `npm start`: database (DATABASE_URL, or the embedded one in .data/pg), migrations, seed, secret key,
// a production build when the sources changed (`--dev`: next dev instead), then Next and the workers as
// children. Ctrl-C/SIGTERM stops the children, then PostgreSQL, and exits 0; a child that dies on its
// own is restarted (restart-policy.ts), and only one that keeps dying right after it starts stops
// everything with exit code 1.

const ROOT = path.resolve(__dirname, "../../../..");
const NEXT_BINARY = path.join(ROOT, "node_modules/.bin/next");
const childrenFile = () => path.join(dataDirectory(), "children.json");

export const log = (message: string) => console.log(`[tollgate] ${message}`);

function childEnvironment(database: PreparedDatabase, secretKey: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: database.url,
    TOLLGATE_SECRET_KEY: secretKey,
    NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
  };
}

/** Issue 23, item 5: once the console answers, the held password notice and what to do next, last. */
async function announceWhenServing(options: StartOptions, settings: Settings, database: PreparedDatabase, held: HeldNotices, isOver: () => boolean): Promise<void> {
  const url = publicUrl(options);
  if (!(await waitUntilServing(url, isOver))) return;
  const password = settings.TOLLGATE_ADMIN_PASSWORD ? "variable" : database.seed.createdAdmin ? "printed" : "earlier";
  held.release(log);
  for (const line of readyLines({ url, adminEmail: SEED_ADMIN_EMAIL, password, workers: options.workers })) log(line);
}

/** `next build`, said before (it takes minutes) and timed after. */
async function build(environment: NodeJS.ProcessEnv, stop: StopSignal): Promise<number> {
  log(buildAnnouncement(!existsSync(path.join(ROOT, ".next", "BUILD_ID")), os.availableParallelism?.() ?? os.cpus().length));
  const started = Date.now();
  const code = await runBuild(NEXT_BINARY, ROOT, environment, stop);
  if (code === 0) log(builtIn(Date.now() - started));
  return code;
}

async function serve(options: StartOptions, settings: Settings, database: PreparedDatabase, secretKey: string, stop: StopSignal, held: HeldNotices): Promise<number> {
  const environment = childEnvironment(database, secretKey);
  if (!options.dev && buildIsCurrent(ROOT)) log("The production build is current.");
  else if (!options.dev) {
    const code = await build(environment, stop);
    if (stop.requested) return 0;
    if (code !== 0) {
      log(`next build failed (exit code ${code}); nothing was started.`);
      return 1;
    }
  }
  if (stop.requested) return 0;

  const supervisor = createChildSupervisor(ROOT, { log, onChange: (running) => recordChildren(childrenFile(), running) });
  const nextCommand = options.dev ? "dev" : "start";
  // Next behind our own HTTP edge (scripts/serve.ts): body limit, path and method checks, security headers.
  const serveArguments = ["--import", "tsx", "scripts/serve.ts", "--port", String(options.port), "--host", options.host];
  // Next reads NODE_ENV when it loads, as `next start` / `next dev` set it.
  const serveEnvironment: NodeJS.ProcessEnv = { ...environment, NODE_ENV: options.dev ? "development" : "production" };
  supervisor.spawn(`next ${nextCommand}`, process.execPath, options.dev ? [...serveArguments, "--dev"] : serveArguments, serveEnvironment);
  for (let index = 1; index <= options.workers; index++) {
    // node itself, not the tsx wrapper, so SIGTERM reaches the worker; "react-server" lets it load
    // lib/server modules marked `server-only`, as inside Next.
    supervisor.spawn(`worker ${index}`, process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], environment);
  }
  // Issue 19 (CONTRACT.md "Mail"): the SMTP listener, only when TOLLGATE_SMTP_PORT is set.
  if (settings.TOLLGATE_SMTP_PORT !== undefined) {
    supervisor.spawn("mail listener", process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/mail-listener.ts"], environment);
  }
  let over = false;
  void announceWhenServing(options, settings, database, held, () => over || stop.requested);

  // A child that dies is restarted by the supervisor; only one that cannot stay up ends the launcher.
  const gaveUp = await Promise.race([stop.promise.then(() => null), supervisor.gaveUp]);
  over = true;
  const exitCode = gaveUp && !stop.requested ? 1 : 0;
  if (exitCode === 1 && gaveUp) log(`${gaveUp.name} cannot stay up (${describeExit(gaveUp)}); stopping everything.`);
  await supervisor.stopAll();
  forgetChildren(childrenFile());
  return exitCode;
}

/** Runs until stopped; resolves with the exit code. */
export async function startTollgate(commandLine: readonly string[]): Promise<number> {
  // Every setting is checked here (lib/settings): a malformed one stops the start with its name, rather
  // than a child that keeps dying or a failed request later.
  const options = readStartOptions(commandLine);
  // Read once here (checked already by readStartOptions) and passed to what the start does (issue 17, item 4).
  const settings = readSettings();
  const stop = listenForStop(log);
  // The key as written (settings hold it decoded), checked by readStartOptions above.
  const secretKey = ensureSecretKey(dataDirectory(), process.env.TOLLGATE_SECRET_KEY);
  if (secretKey.source === "generated") {
    log(`Created the secret key ${path.relative(ROOT, path.join(dataDirectory(), "secret.key"))}: keep it, stored secrets need it.`);
  }
  for (const line of await describeHostPolicy(settings)) log(line);
  await stopLeftoverChildren(childrenFile(), ROOT, log);
  if (!(await portIsFree(options.port, options.host))) {
    throw new Error(`Port ${options.port} on ${options.host} is in use: stop what runs there, or set PORT.`);
  }
  // The seed's one-time password notice is held and printed last, after the build (issue 23, item 5).
  const held = createHeldNotices();
  const database = await prepareDatabase(log, held.hold);
  try {
    return await serve(options, settings, database, secretKey.key, stop, held);
  } finally {
    // Ended before the console answered (a failed build, Ctrl-C): the password is still printed, once.
    held.release(log);
    await database.close();
    log("Stopped.");
  }
}
