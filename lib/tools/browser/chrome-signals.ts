// Telling whether a pid is still the agent's Chrome, and ending it. Started detached, Chrome leads its own
// process group, so a signal to the group reaches its zygotes and renderers too.

import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

const POLL_MS = 50;

/** Alive, and (where /proc tells) still the Chrome of this profile rather than a pid reused by another process. */
export async function isOurChrome(pid: number, profile: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (ended, not yet reaped) has an empty command line: it is no longer our Chrome.
  const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  return commandLine === null || commandLine.split("\0").includes(`--user-data-dir=${profile}`);
}

export function signalChrome(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

export function killChrome(pid: number): void {
  signalChrome(pid, "SIGKILL");
}

/** Waits (bounded) until the pid is no longer this profile's Chrome; says whether it went. */
export async function waitGone(pid: number, profile: string, waitMs = 5000): Promise<boolean> {
  for (let waited = 0; waited < waitMs; waited += POLL_MS) {
    if (!(await isOurChrome(pid, profile))) return true;
    await sleep(POLL_MS);
  }
  return !(await isOurChrome(pid, profile));
}
