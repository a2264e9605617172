// The agent's Chrome on this machine (seed "tools in a run", Browser calls: each call starts it when it is
// not running). Started detached, so it outlives the call and the worker, and its pid kept beside its
// profile. Two calls that find it down at once start it once: the start happens under the agent's start lock.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, open, readFile, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { AgentBrowserDirectories } from "./browser-directories";
import { findChromeBinary } from "./chrome-binary";
import { chromeArguments } from "./chrome-launch";
import { withFileLock } from "./file-lock";

export type ChromeOutcome = { kind: "running"; pid: number; started: boolean } | { kind: "unavailable"; reason: string } | { kind: "busy" };

export type ChromeRequest = {
  port: number;
  directories: AgentBrowserDirectories;
  chromiumPath: string | undefined;
  /** Start it again even though it looks alive: the helper found nothing answering at its port. */
  restart?: boolean;
  signal?: AbortSignal;
};

const START_WAIT_MS = 20_000;
const LOCK_WAIT_MS = 30_000;
const POLL_MS = 50;

type PidFile = { pid: number; port: number };

async function readPidFile(file: string): Promise<PidFile | null> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<PidFile>;
    return typeof parsed.pid === "number" && typeof parsed.port === "number" ? { pid: parsed.pid, port: parsed.port } : null;
  } catch {
    return null;
  }
}

/** Alive, and (where /proc tells) still the Chrome of this profile rather than a pid reused by another process. */
async function isOurChrome(pid: number, profile: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  return commandLine === null || commandLine.split("\0").includes(`--user-data-dir=${profile}`);
}

/** Chrome says where its DevTools server listens, once it does, on its stderr (kept in <root>/chrome.log). */
async function announcedPort(logFile: string): Promise<number | null> {
  const log = await readFile(logFile, "utf8").catch(() => "");
  const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(log);
  return match === null ? null : Number(match[1]);
}

export function killChrome(pid: number): void {
  try {
    // Started detached, Chrome leads its own process group: its renderers go with it.
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

async function waitGone(pid: number, profile: string): Promise<void> {
  for (let waited = 0; waited < 5000 && (await isOurChrome(pid, profile)); waited += POLL_MS) await sleep(POLL_MS);
}

/** Only what Chrome needs: the worker's environment holds database URLs and keys a browser has no use for. */
function chromeEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV };
  for (const name of ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "TMPDIR", "XDG_RUNTIME_DIR", "FONTCONFIG_PATH"]) {
    if (process.env[name] !== undefined) environment[name] = process.env[name];
  }
  return environment;
}

async function start(request: ChromeRequest): Promise<ChromeOutcome> {
  const { port, directories } = request;
  const binary = await findChromeBinary(request.chromiumPath);
  if (binary.kind === "missing") return { kind: "unavailable", reason: binary.reason };
  await mkdir(directories.profile, { recursive: true });
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  // A fresh log each start: it tells when DevTools listens, and why a start failed.
  const log = await open(directories.logFile, "w");
  let child: ChildProcess;
  try {
    child = spawn(binary.path, chromeArguments({ port, profile: directories.profile, root }), { detached: true, stdio: ["ignore", log.fd, log.fd], env: chromeEnvironment() });
  } finally {
    await log.close();
  }
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = `it exited (${signal ?? `code ${code}`})`));
  child.once("error", (error) => (exited = `it could not be started (${error.message})`));
  child.unref();
  const pid = child.pid;
  if (pid === undefined) return { kind: "unavailable", reason: `Chrome at ${binary.path} could not be started` };
  await writeFile(directories.pidFile, JSON.stringify({ pid, port } satisfies PidFile));
  for (let waited = 0; waited < START_WAIT_MS; waited += POLL_MS) {
    if ((await announcedPort(directories.logFile)) === port) return { kind: "running", pid, started: true };
    if (exited !== null) return { kind: "unavailable", reason: `Chrome at ${binary.path} did not start: ${exited}` };
    await sleep(POLL_MS);
  }
  killChrome(pid);
  return { kind: "unavailable", reason: `Chrome did not listen at 127.0.0.1:${port} within ${START_WAIT_MS / 1000} s (is the port taken? TOLLGATE_BROWSER_BASE_PORT moves the range)` };
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
