// The agent's Chrome on this machine (seed "tools in a run", Browser calls: each call starts it when it is
// not running). Started detached, so it outlives the call and the helper, and its pid kept beside its
// profile. Two calls that find it down at once start it once: the start happens under the agent's start lock.
// Issue 16, item 5: it runs as the browser user with its sandbox on (browser-user.ts, profile-access.ts),
// and it ends with the process that started it: that process's stop ends it (started-chromes.ts), and
// should that process die without one, the kernel sends Chrome SIGTERM (`setpriv --pdeathsig`).

import { spawn, type ChildProcess } from "node:child_process";
import { access, constants, open, readFile, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { AgentBrowserDirectories } from "./browser-directories";
import { browserUser, type BrowserUser } from "./browser-user";
import { findChromeBinary } from "./chrome-binary";
import { chromeArguments } from "./chrome-launch";
import { isOurChrome, killChrome, waitGone } from "./chrome-signals";
import { withFileLock } from "./file-lock";
import { prepareProfile } from "./profile-access";
import { forgetStartedChrome, rememberStartedChrome } from "./started-chromes";

export type ChromeOutcome = { kind: "running"; pid: number; started: boolean } | { kind: "unavailable"; reason: string } | { kind: "busy" };

export type ChromeRequest = {
  port: number;
  directories: AgentBrowserDirectories;
  chromiumPath: string | undefined;
  /** TOLLGATE_BROWSER_USER. */
  browserUser: string;
  /** Start it again even though it looks alive: the helper found nothing answering at its port. */
  restart?: boolean;
  signal?: AbortSignal;
};

const START_WAIT_MS = 20_000;
const LOCK_WAIT_MS = 30_000;
const POLL_MS = 50;
const SETPRIV = "/usr/bin/setpriv";
/** What Chrome prints, and exits, where the platform gives it no sandbox (no user namespaces for the user). */
const NO_SANDBOX = /No usable sandbox/;

type PidFile = { pid: number; port: number };

async function readPidFile(file: string): Promise<PidFile | null> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<PidFile>;
    return typeof parsed.pid === "number" && typeof parsed.port === "number" ? { pid: parsed.pid, port: parsed.port } : null;
  } catch {
    return null;
  }
}

/** Chrome says where its DevTools server listens, once it does, on its stderr (kept in <root>/chrome.log). */
async function announcedPort(logFile: string): Promise<number | null> {
  const log = await readFile(logFile, "utf8").catch(() => "");
  const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(log);
  return match === null ? null : Number(match[1]);
}

/** Only what Chrome needs: the worker's environment holds database URLs and keys a browser has no use for. */
function chromeEnvironment(user: BrowserUser, profile: string): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV };
  const names = user.kind === "user" ? ["PATH", "LANG", "LC_ALL", "TZ", "FONTCONFIG_PATH"] : ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "TMPDIR", "XDG_RUNTIME_DIR", "FONTCONFIG_PATH"];
  for (const name of names) if (process.env[name] !== undefined) environment[name] = process.env[name];
  // The browser user has no home: Chrome's own files (its cache, its crash reports) stay in the profile.
  if (user.kind === "user") environment.HOME = profile;
  return environment;
}

const canSetParentDeathSignal = access(SETPRIV, constants.X_OK).then(
  () => true,
  () => false,
);

/** The command that starts Chrome: through setpriv where there is one, so Chrome gets SIGTERM when its starter dies. */
async function launchCommand(binary: string, chromeArgs: string[]): Promise<[string, string[]]> {
  return (await canSetParentDeathSignal) ? [SETPRIV, ["--pdeathsig", "TERM", binary, ...chromeArgs]] : [binary, chromeArgs];
}

type Launch = { kind: "listening"; pid: number } | { kind: "failed"; reason: string; noSandbox: boolean };

async function launch(request: ChromeRequest, binary: string, user: BrowserUser, sandbox: boolean): Promise<Launch> {
  const { port, directories } = request;
  // A fresh log each start: it tells when DevTools listens, and why a start failed.
  const log = await open(directories.logFile, "w");
  let child: ChildProcess;
  try {
    const [command, commandArgs] = await launchCommand(binary, chromeArguments({ port, profile: directories.profile, sandbox }));
    const identity = user.kind === "user" ? { uid: user.uid, gid: user.gid } : {};
    child = spawn(command, commandArgs, { detached: true, stdio: ["ignore", log.fd, log.fd], env: chromeEnvironment(user, directories.profile), ...identity });
  } finally {
    await log.close();
  }
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = `it exited (${signal ?? `code ${code}`})`));
  child.once("error", (error) => (exited = `it could not be started (${error.message})`));
  child.unref();
  const pid = child.pid;
  if (pid === undefined) return { kind: "failed", reason: `Chrome at ${binary} could not be started`, noSandbox: false };
  rememberStartedChrome(pid, directories.profile);
  child.once("exit", () => forgetStartedChrome(pid));
  await writeFile(directories.pidFile, JSON.stringify({ pid, port } satisfies PidFile));
  for (let waited = 0; waited < START_WAIT_MS; waited += POLL_MS) {
    if ((await announcedPort(directories.logFile)) === port) return { kind: "listening", pid };
    if (exited !== null) {
      const noSandbox = NO_SANDBOX.test(await readFile(directories.logFile, "utf8").catch(() => ""));
      return { kind: "failed", reason: `Chrome at ${binary} did not start: ${exited}`, noSandbox };
    }
    await sleep(POLL_MS);
  }
  killChrome(pid);
  return { kind: "failed", reason: `Chrome did not listen at 127.0.0.1:${port} within ${START_WAIT_MS / 1000} s (is the port taken? TOLLGATE_BROWSER_BASE_PORT moves the range)`, noSandbox: false };
}

const toldNoSandbox = new Set<string>();

async function start(request: ChromeRequest): Promise<ChromeOutcome> {
  const binary = await findChromeBinary(request.chromiumPath);
  if (binary.kind === "missing") return { kind: "unavailable", reason: binary.reason };
  const user = await browserUser(request.browserUser);
  const prepared = await prepareProfile(request.directories, user);
  if (prepared.kind === "refused") return { kind: "unavailable", reason: prepared.reason };
  const sandbox = !(user.kind === "self" && user.root);
  let launched = await launch(request, binary.path, user, sandbox);
  if (launched.kind === "failed" && launched.noSandbox && sandbox) {
    // The platform gives the user no sandbox (user namespaces off): still unprivileged, and said once.
    if (!toldNoSandbox.has(binary.path)) {
      toldNoSandbox.add(binary.path);
      console.warn(`[tollgate] Chrome found no usable sandbox on this machine (unprivileged user namespaces are off?): the agents' Chromes run without it`);
    }
    launched = await launch(request, binary.path, user, false);
  }
  return launched.kind === "listening" ? { kind: "running", pid: launched.pid, started: true } : { kind: "unavailable", reason: launched.reason };
}

async function ensureLocked(request: ChromeRequest): Promise<ChromeOutcome> {
  const { directories, port } = request;
  const known = await readPidFile(directories.pidFile);
  if (known !== null && (await isOurChrome(known.pid, directories.profile))) {
    // A hung Chrome passes this check; the helper then finds nothing answering and the call restarts it.
    const healthy = known.port === port && request.restart !== true;
    if (healthy) return { kind: "running", pid: known.pid, started: false };
    killChrome(known.pid);
    await waitGone(known.pid, directories.profile);
  }
  return start(request);
}

/** The agent's Chrome, running at its port: the one already there, or one started now. */
export async function ensureChrome(request: ChromeRequest): Promise<ChromeOutcome> {
  const locked = await withFileLock(request.directories.startLock, { waitMs: LOCK_WAIT_MS, signal: request.signal }, () => ensureLocked(request));
  return locked.kind === "busy" ? { kind: "busy" } : locked.result;
}
