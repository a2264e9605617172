import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// The PostgreSQL process behind a data folder, found through its postmaster.pid. Lets a launcher stop a
// server it did not spawn itself: one left running by a launcher that was killed with `kill -9`.

/** The pid in `<dataDirectory>/postmaster.pid` when that process is a live PostgreSQL, else null. */
export function postmasterPid(dataDirectory: string): number | null {
  const pidFile = path.join(dataDirectory, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isLivePostgres(pid) ? pid : null;
}

function procFile(pid: number, name: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8");
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  const stat = procFile(pid, "stat");
  // A zombie has exited; only its parent has not collected it yet.
  if (stat !== null) return !/^\d+ \(.*\) Z /.test(stat);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isLivePostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  const commandLine = procFile(pid, "cmdline");
  // Without /proc (macOS) trust the pid file: PostgreSQL itself removes it on a clean stop.
  return commandLine === null || commandLine.includes("postgres");
}

/**
 * True when the server's launcher is gone (the server was re-parented): nobody else will stop it, so the
 * process that reuses it may. A server whose launcher still runs (a running `npm start`) is left alone.
 */
export function isOrphaned(pid: number): boolean {
  const stat = procFile(pid, "stat");
  if (stat === null) return false;
  const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  if (!Number.isInteger(parentPid) || parentPid <= 1) return true;
  const parentCommandLine = procFile(parentPid, "cmdline");
  return parentCommandLine === null || !parentCommandLine.includes("node");
}

/** PostgreSQL's "fast" shutdown (SIGINT): ends sessions, writes a checkpoint, removes the pid file. */
export async function stopPostgresProcess(pid: number, timeoutMilliseconds = 30_000): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + timeoutMilliseconds;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMilliseconds / 1000} s.`);
    await sleep(50);
  }
}
