import { existsSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { isOrphaned } from "../../database/postgres-process";

// A launcher killed with `kill -9` leaves its children behind: Next keeps the port, workers keep taking
// runs. It records their pids in <data>/children.json; the next start stops those still running.

export type RecordedChild = { name: string; pid: number };

export function recordChildren(file: string, children: readonly RecordedChild[]): void {
  writeFileSync(file, `${JSON.stringify(children)}\n`);
}

export function forgetChildren(file: string): void {
  rmSync(file, { force: true });
}

/** Still running, started from this folder, and its launcher is gone: a leftover, not someone else's. */
function isLeftover(pid: number, root: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === root && isOrphaned(pid);
  } catch {
    return false; // gone, or no /proc to be sure with: leave it alone
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopLeftoverChildren(file: string, root: string, log: (message: string) => void): Promise<void> {
  if (!existsSync(file)) return;
  let recorded: RecordedChild[] = [];
  try {
    recorded = JSON.parse(readFileSync(file, "utf8")) as RecordedChild[];
  } catch {
    // unreadable: nothing we can act on safely
  }
  const leftovers = recorded.filter((child) => Number.isInteger(child.pid) && isLeftover(child.pid, root));
  for (const child of leftovers) {
    log(`Stopping ${child.name} (pid ${child.pid}), left running by a launcher that was killed.`);
    process.kill(child.pid, "SIGTERM");
  }
  const deadline = Date.now() + 10_000;
  while (leftovers.some((child) => isRunning(child.pid)) && Date.now() < deadline) await sleep(100);
  for (const child of leftovers.filter((candidate) => isRunning(candidate.pid))) process.kill(child.pid, "SIGKILL");
  forgetChildren(file);
}
